import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const Tabs = TabsPrimitive.Root

/**
 * grid lays the tabs out as a grid (its columns in className) instead of in a row. A row never
 * grows past its container: the tabs that do not fit scroll into view (a phone's three tabs).
 */
export function TabsList({ className, grid = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { grid?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(grid ? 'grid' : 'inline-flex max-w-full overflow-x-auto', 'h-11 items-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  )
}

/** marginTop is the space above the panel (not in className: no conflicting classes, lib/utils). */
export function TabsContent({
  className,
  marginTop = 'mt-4',
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { marginTop?: 'mt-4' | 'mt-6' }) {
  return <TabsPrimitive.Content className={cn(marginTop, 'focus-visible:outline-none', className)} {...props} />
}
