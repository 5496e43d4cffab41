import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

/** The loading text shown while the session or a lazily loaded page arrives. */
export function LoadingScreen({ className, fullScreen = false }: { className?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', fullScreen ? 'min-h-dvh' : 'min-h-[50vh]', className)}
    >
      <Spinner />
      <span>Carregando...</span>
    </div>
  )
}
