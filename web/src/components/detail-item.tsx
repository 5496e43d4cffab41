import type { ComponentType } from 'react'

/**
 * One line of a <dl> of event details (the guests' invitation pages): an icon, the label and the
 * value. The group's div holds only its dt and dd, as a <dl> requires; the icon sits in the dt.
 */
export function DetailItem({ icon: Icon, label, value }: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>
  label: string
  value: string
}) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs text-muted-foreground">
        <Icon className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  )
}
