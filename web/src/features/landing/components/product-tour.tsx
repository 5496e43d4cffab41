import { CalendarCheck, Gift, Pause, Play, Users, Wallet } from './icons'
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type RefObject } from 'react'
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

// The tab that a key moves focus to, from the focused one (WAI-ARIA's tabs pattern, horizontal, as
// Radix's Tabs did: the arrows wrap around, Home/PageUp and End/PageDown go to either end).
const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
}

/**
 * Whether the element is on screen now (true where IntersectionObserver is missing, so the
 * page works as before there).
 */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setOnScreen(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

/**
 * The demo of #video: a framed browser window cycling through illustrated app screens.
 * Pauses while hovered, when a screen is chosen by hand and with the pause button; never
 * plays by itself when the visitor prefers reduced motion (the tabs still switch screens).
 * It plays only while on screen: off screen, a phone would redraw its progress bar and render a
 * new screen every few seconds for no one to see (issue 16: with Lighthouse's real throttling,
 * that work every 6 s kept the landing's main thread from ever going quiet).
 *
 * The tabs are written here rather than Radix's Tabs, whose code (with its focus and collection
 * helpers) was 9 kB of the landing's gzipped JS (issue 16: at most 100 kB): the same roles, ids
 * and keys; a tab is chosen when it is clicked or takes the focus (automatic activation).
 */
export function ProductTour() {
  const reducedMotion = usePrefersReducedMotion()
  const [active, setActive] = useState(screens[0]!.id)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const baseId = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())

  const tour = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(tour)

  const autoplay = !reducedMotion && !userPaused
  const running = autoplay && !hovered && onScreen
  const index = screens.findIndex((screen) => screen.id === active)
  const advance = () => setActive(screens[(index + 1) % screens.length]!.id)
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  // A screen chosen by hand (click or arrow keys) stays until the visitor presses play.
  const choose = (id: string) => {
    if (id === active) return
    setActive(id)
    setUserPaused(true)
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const move = keyMoves[event.key]
    if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return
    event.preventDefault()
    // The focus moves; the tab's focus handler chooses it.
    tabRefs.current.get(screens[move(from, screens.length)]!.id)?.focus()
  }

  return (
    <div
      ref={tour}
      className="mx-auto max-w-5xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div>
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
                <div
                  key={id}
                  role="tabpanel"
                  id={panelId(id)}
                  aria-labelledby={tabId(id)}
                  hidden={id !== active}
                  tabIndex={0}
                  data-state={id === active ? 'active' : 'inactive'}
                  className="focus-visible:outline-none"
                >
                  {id === active && <Screen />}
                </div>
              ))}
            </div>
          </div>
        </div>

        <div className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <div
            role="tablist"
            aria-orientation="horizontal"
            aria-label="Telas da demonstração"
            className="grid w-full grid-cols-4 gap-1.5 sm:flex sm:w-auto"
          >
            {screens.map(({ id, label, icon: Icon }, position) => (
              <button
                key={id}
                ref={(element) => {
                  if (element) tabRefs.current.set(id, element)
                  else tabRefs.current.delete(id)
                }}
                type="button"
                role="tab"
                id={tabId(id)}
                aria-selected={id === active}
                aria-controls={panelId(id)}
                tabIndex={id === active ? 0 : -1}
                data-state={id === active ? 'active' : 'inactive'}
                onClick={() => choose(id)}
                onFocus={() => choose(id)}
                onKeyDown={(event) => onTabKeyDown(event, position)}
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
              </button>
            ))}
          </div>
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
      </div>
    </div>
  )
}
