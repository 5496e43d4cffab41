import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A slide-in side panel (the mobile menu drawer), built on the Radix dialog. */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close
export const SheetTitle = DialogPrimitive.Title
export const SheetDescription = DialogPrimitive.Description

// The side's classes apart from className: /auth and /payment join classes without tailwind-merge
// (lib/utils), so a caller's right-0 could not undo a left-0 here.
const sides = {
  left: 'left-0 w-[min(18rem,85vw)] data-[state=open]:animate-slide-in-left',
  right: 'right-0 w-[min(20rem,88vw)] data-[state=open]:animate-slide-in-right',
}

/** The drawer's panel, sliding in from side (left by default). */
export function SheetContent({
  className,
  children,
  side = 'left',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof sides }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="sheet-overlay"
        className="fixed inset-0 z-50 bg-stone-950/60 data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full flex-col bg-card shadow-2xl',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Fechar menu"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
