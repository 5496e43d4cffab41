import type { ComponentProps, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
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

type ConfirmDeleteProps = {
  open: boolean
  title: string
  children: ReactNode
  busy: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}

/** Confirmation before removing a row. */
export function ConfirmDeleteDialog({ open, title, children, busy, onConfirm, onOpenChange }: ConfirmDeleteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy && <Spinner />}
            Remover
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
