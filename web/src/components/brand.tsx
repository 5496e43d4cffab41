import { cn } from '@/lib/utils'

/** Two interlaced rings: the Aceito mark; className (its size among them) replaces size-8. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className ?? 'size-8'} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <circle cx="13" cy="17" r="6" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="19" cy="17" r="6" fill="none" stroke="#f5d9a8" strokeWidth="2.2" />
    </svg>
  )
}

export function Brand({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className={markClassName} />
      <span className="font-serif text-2xl leading-none font-semibold tracking-tight text-foreground">Aceito</span>
    </span>
  )
}
