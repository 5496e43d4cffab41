import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-[#f6e1e7]',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // Each size has its text size (not the base): a class cn would have to drop is a conflict
        // on the public pages, which join classes without tailwind-merge (lib/utils).
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
        'icon-sm': 'size-9 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type PlainButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/**
 * Button without `asChild`: the same `<button>` as Button, without Radix's Slot (issue 16: the
 * landing loads at most 100 kB of JS; a link styled as a button there takes `buttonVariants`).
 */
export function PlainButton({ className, variant, size, type, ...props }: PlainButtonProps) {
  return <button type={type ?? 'button'} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
