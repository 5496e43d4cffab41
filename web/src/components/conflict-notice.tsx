import { AlertTriangle } from 'lucide-react'

/**
 * The inline half of a version conflict (409 `conflict`): another member saved this form first.
 * The form has already taken their values where this person had not typed; the message asks to
 * review and save again. The toast is the other half.
 */
export function ConflictNotice({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning-soft p-3 text-sm font-medium text-warning">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  )
}
