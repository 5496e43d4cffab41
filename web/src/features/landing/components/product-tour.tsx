import * as TabsPrimitive from '@radix-ui/react-tabs'
import { CalendarCheck, Gift, Pause, Play, Users, Wallet } from 'lucide-react'
import { useState, type ComponentType } from 'react'
import { BrandMark } from '@/components/brand'
import { usePrefersReducedMotion } from '@/lib/use-scroll-to-hash'
import { cn } from '@/lib/utils'
import { BudgetScreen, ChecklistScreen, GiftsScreen, GuestsScreen } from './tour-screens'

/** How long each screen stays on before the tour moves on. */
export const TOUR_STEP_MS = 6000

const screens: { id: string; label: string; path: string; icon: ComponentType<{ className?: string }>; Screen: ComponentType }[] = [
  { id: 'checklist', label: 'Checklist', path: 'planejamento', icon: CalendarCheck, Screen: ChecklistScreen },
  { id: 'convidados', label: 'Convidados', path: 'convidados', icon: Users, Screen: GuestsScreen },
  { id: 'orcamento', label: 'Orçamento', path: 'orcamento', icon: Wallet, Screen: BudgetScreen },
  { id: 'presentes', label: 'Presentes', path: 'presentes', icon: Gift, Screen: GiftsScreen },
]

const sidebarItems = ['Dashboard', 'Planejamento', 'Orçamento', 'Convidados', 'Lua de Mel', 'Presentes']
const sidebarActive: Record<string, string> = {
  checklist: 'Planejamento',
  convidados: 'Convidados',
  orcamento: 'Orçamento',
  presentes: 'Presentes',
}

/**
 * The demo of #video: a framed browser window cycling through illustrated app screens.
 * Pauses while hovered, when a screen is chosen by hand and with the pause button; never
 * plays by itself when the visitor prefers reduced motion (the tabs still switch screens).
 */
export function ProductTour() {
  const reducedMotion = usePrefersReducedMotion()
  const [active, setActive] = useState(screens[0]!.id)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)

  const autoplay = !reducedMotion && !userPaused
  const running = autoplay && !hovered
  const index = screens.findIndex((screen) => screen.id === active)
  const advance = () => setActive(screens[(index + 1) % screens.length]!.id)

  return (
    <div
      className="mx-auto max-w-5xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <TabsPrimitive.Root
        value={active}
        onValueChange={(value) => {
          // A screen chosen by hand (click or arrow keys) stays until the visitor presses play.
          setActive(value)
          setUserPaused(true)
        }}
        activationMode="automatic"
      >
        <div className="overflow-hidden rounded-2xl border bg-card shadow-[0_40px_100px_-40px_rgb(41_37_36/0.35)] ring-1 ring-black/[0.02] sm:rounded-3xl">
          <div className="flex h-10 items-center gap-3 border-b bg-muted/70 px-4" aria-hidden="true">
            <span className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-[#e0a2b1]" />
              <span className="size-2.5 rounded-full bg-[#e6cf9f]" />
              <span className="size-2.5 rounded-full bg-[#a9cdb5]" />
            </span>
            <span className="mx-auto w-full max-w-xs truncate rounded-md bg-card px-3 py-1 text-center text-xs text-muted-foreground">
              Aceito · {screens[index]?.label}
            </span>
            <span className="w-10" />
          </div>
          <div className="flex">
            <div className="hidden w-48 shrink-0 border-r bg-background/70 p-3 md:block" aria-hidden="true">
              <div className="flex items-center gap-2 px-2 py-1.5">
                <BrandMark className="size-6" />
                <span className="font-serif text-lg font-semibold">Aceito</span>
              </div>
              <ul className="mt-3 grid gap-0.5 text-sm">
                {sidebarItems.map((item) => (
                  <li
                    key={item}
                    className={cn(
                      'rounded-lg px-2.5 py-1.5 transition-colors duration-300',
                      sidebarActive[active] === item ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="h-[32rem] min-w-0 flex-1 overflow-hidden bg-background/40 p-4 sm:h-[29rem] sm:p-6">
              {screens.map(({ id, Screen }) => (
                <TabsPrimitive.Content
                  key={id}
                  value={id}
                  className="focus-visible:outline-none"
                >
                  <Screen />
                </TabsPrimitive.Content>
              ))}
            </div>
          </div>
        </div>

        <div className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <TabsPrimitive.List aria-label="Telas da demonstração" className="grid w-full grid-cols-4 gap-1.5 sm:flex sm:w-auto">
            {screens.map(({ id, label, icon: Icon }) => (
              <TabsPrimitive.Trigger
                key={id}
                value={id}
                className="group relative flex flex-col items-center gap-1 overflow-hidden rounded-xl border bg-card px-2 py-2 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:border-primary/30 data-[state=active]:bg-primary-soft data-[state=active]:text-primary-soft-foreground sm:flex-row sm:gap-2 sm:px-4 sm:text-sm"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
                {autoplay && id === active && (
                  <span
                    key={active}
                    aria-hidden="true"
                    data-testid="tour-progress"
                    onAnimationEnd={advance}
                    style={{
                      animation: `tour-progress ${TOUR_STEP_MS}ms linear both`,
                      animationPlayState: running ? 'running' : 'paused',
                    }}
                    className="absolute inset-x-0 bottom-0 h-0.5 origin-left bg-primary"
                  />
                )}
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setUserPaused((paused) => !paused)}
              className="inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              {userPaused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
              {userPaused ? 'Reproduzir demonstração' : 'Pausar demonstração'}
            </button>
          )}
        </div>
      </TabsPrimitive.Root>
    </div>
  )
}
