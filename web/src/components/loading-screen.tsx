import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

/** The loading text shown while the session or a lazily loaded page arrives. */
export function LoadingScreen({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground', className)}>
      <Spinner />
      <span>Carregando...</span>
    </div>
  )
}
