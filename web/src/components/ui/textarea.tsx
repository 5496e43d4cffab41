import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** The multi-line text field, styled like Input. */
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
