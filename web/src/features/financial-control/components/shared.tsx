import type { ReactNode } from 'react'
import { Plus, RotateCw, type LucideIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
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

type PanelHeaderProps = { headingId: string; title: string; subtitle: string; addLabel: string; onAdd: () => void }

/** A panel's heading, one-line explanation and its add button. */
export function PanelHeader({ headingId, title, subtitle, addLabel, onAdd }: PanelHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  )
}

/** Two placeholder cards laid out like the list they stand for. */
export function PanelLoading({ className, itemClassName }: { className: string; itemClassName: string }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      <Skeleton className={itemClassName} />
      <Skeleton className={itemClassName} />
    </div>
  )
}

/** The list could not be loaded (and nothing is cached): say so and offer a retry. */
export function PanelError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="font-medium">{message}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </CardContent>
    </Card>
  )
}

type PanelEmptyProps = { icon: LucideIcon; title: string; text: string; actionLabel: string; onAction: () => void }

/** An empty list: what it is for and a button to add the first row. */
export function PanelEmpty({ icon: Icon, title, text, actionLabel, onAction }: PanelEmptyProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
        <Button onClick={onAction}>
          <Plus aria-hidden="true" />
          {actionLabel}
        </Button>
      </CardContent>
    </Card>
  )
}

type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  children: ReactNode
}

/** The new/edit dialog frame around a panel's form. */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** Cancelar closes the dialog; Salvar submits the form and spins while it saves. */
export function FormDialogFooter({ busy }: { busy: boolean }) {
  return (
    <DialogFooter className="mt-2">
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy && <Spinner />}
        Salvar
      </Button>
    </DialogFooter>
  )
}

