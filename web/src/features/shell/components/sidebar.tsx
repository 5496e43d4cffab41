import { Crown, Lock, LogOut, Settings } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { Brand } from '@/components/brand'
import { Spinner } from '@/components/ui/spinner'
import { availableOnText, findPlan, planWithFeature, type Plan } from '@/lib/plans'
import { usePlans } from '@/lib/plans-query'
import { displayFirstName, isCouple, planLabel, type Session } from '@/lib/session'
import { cn } from '@/lib/utils'
import { useSignOut } from '../api/sign-out'
import { moreNavItems, navItems, type NavItem } from '../nav-items'

const itemClass =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-[1.125rem] [&_svg]:shrink-0'

type SidebarProps = {
  session: Session
  /** Called after a menu choice, so the mobile drawer can close. */
  onNavigate?: () => void
}

export function Sidebar({ session, onNavigate }: SidebarProps) {
  const signOut = useSignOut()
  const name = displayFirstName(session)
  const plan = planLabel(session)
  const plans = usePlans().data
  const locked = lockedOn(plans, session.wedding?.plan.id)

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/app" onClick={onNavigate} className="rounded-lg" aria-label="Aceito">
          <Brand markClassName="size-7" />
        </Link>
      </div>

      <div className="mx-4 mb-4 flex items-center gap-3 rounded-xl bg-primary-soft/70 p-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-lg font-semibold text-primary-foreground"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-foreground" data-testid="shell-user-name">
            {name}
          </p>
          {plan && (
            <p className="truncate text-xs text-primary-soft-foreground" data-testid="shell-plan">
              {plan}
            </p>
          )}
        </div>
      </div>

      <div className="flex-1 overflow-y-auto px-3">
        <NavList label="Menu principal" items={navItems} locked={locked} onNavigate={onNavigate} />
        <p className="mt-4 mb-1 px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase" aria-hidden="true">
          Mais recursos
        </p>
        <NavList label="Mais recursos" items={moreNavItems} locked={locked} onNavigate={onNavigate} />
      </div>

      <div className="mt-2 grid gap-0.5 border-t px-3 pt-3 pb-4">
        <NavLink
          to="/app/profile"
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              itemClass,
              isActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )
          }
        >
          <Settings aria-hidden="true" />
          Configurações
        </NavLink>
        {isCouple(session) && (
          <Link
            to="/app/profile#assinatura"
            onClick={onNavigate}
            className={cn(itemClass, 'text-[#7a5f33] hover:bg-gold-soft [&_svg]:text-gold')}
          >
            <Crown aria-hidden="true" />
            Upgrade Plano
          </Link>
        )}
        <button
          type="button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className={cn(itemClass, 'w-full text-muted-foreground hover:bg-destructive-soft hover:text-destructive disabled:opacity-60')}
        >
          {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Sair
        </button>
      </div>
    </div>
  )
}

/**
 * For a menu entry's gate, the plan that has it when the wedding's plan does not (a lock shows);
 * undefined otherwise, and while the catalogue loads (no lock is guessed).
 */
function lockedOn(plans: readonly Plan[] | undefined, planId: string | undefined) {
  return (feature: string | undefined): Plan | undefined => {
    if (!feature || !plans) return undefined
    const current = findPlan(plans, planId)
    if (!current || current.gated_features.includes(feature)) return undefined
    return planWithFeature(plans, feature)
  }
}

function NavList({
  label,
  items,
  locked,
  onNavigate,
}: {
  label: string
  items: readonly NavItem[]
  locked: (feature: string | undefined) => Plan | undefined
  onNavigate?: () => void
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-0.5">
        {items.map(({ to, label: text, icon: Icon, end, feature }) => {
          const requiredPlan = locked(feature)
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    isActive
                      ? 'bg-primary text-primary-foreground shadow-sm'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" />
                {text}
                {requiredPlan && (
                  <span
                    role="img"
                    aria-label={availableOnText(requiredPlan)}
                    title={availableOnText(requiredPlan)}
                    data-testid="nav-lock"
                    className="ml-auto flex [&_svg]:size-3.5!"
                  >
                    <Lock aria-hidden="true" />
                  </span>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
