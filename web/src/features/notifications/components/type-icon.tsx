import { AlertTriangle, BellRing, CheckCircle2, Info, XCircle } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { NotificationType } from '../api/schemas'
import { typeLabels } from '../utils/type-labels'

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: XCircle, reminder: BellRing }
const colours: Record<NotificationType, string> = {
  info: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  error: 'bg-destructive-soft text-destructive',
  reminder: 'bg-gold-soft text-[#7a5f33]',
}

/** The type's icon in a tinted circle; the label is for screen readers (never colour alone). */
export function TypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = icons[type]
  return (
    <span className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-full', colours[type], className)}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{typeLabels[type]}</span>
    </span>
  )
}
