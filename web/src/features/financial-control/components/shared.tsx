import type { ComponentProps, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

type StatCardProps = { testId: string; label: string; value: string | null; hint?: ReactNode; icon: LucideIcon; accent: string }

/** A summary card: icon, label, a big value (skeleton while loading) and an optional hint. */
export function StatCard({ testId, label, value, hint, icon: Icon, accent }: StatCardProps) {
  const labelId = `${testId}-label`
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-testid={testId}
      className="flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', accent)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {value === null ? (
          <Skeleton className="mt-1 h-8 w-16" />
        ) : (
          <p data-testid="stat-value" className="font-serif text-2xl leading-tight font-semibold tabular-nums">
            {value}
          </p>
        )}
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </div>
  )
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
