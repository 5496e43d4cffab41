import { HeartHandshake, UserCheck, Users, UsersRound, type LucideIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { GuestStats } from '../utils/stats'

type StatCardProps = { id: string; label: string; value: number | null; icon: LucideIcon; accent: string; hint: string }

function StatCard({ id, label, value, icon: Icon, accent, hint }: StatCardProps) {
  const labelId = `guest-stat-${id}-label`
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-testid={`guest-stat-${id}`}
      className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="pt-1 text-xs leading-snug font-medium text-muted-foreground sm:text-sm">
          {label}
        </p>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-10', accent)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-auto">
        {value === null ? (
          <Skeleton className="h-9 w-12" />
        ) : (
          <p data-testid="stat-value" className="font-serif text-3xl leading-none font-semibold tabular-nums sm:text-4xl">
            {value}
          </p>
        )}
        <p className="mt-1.5 hidden text-xs text-muted-foreground sm:block">{hint}</p>
      </div>
    </div>
  )
}

export function GuestStatsCards({ stats }: { stats: GuestStats | null }) {
  return (
    <section aria-label="Resumo dos convidados" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        id="total-guests"
        label="Total Convidados"
        value={stats?.totalGuests ?? null}
        icon={Users}
        accent="bg-primary-soft text-primary"
        hint="Nomes na lista"
      />
      <StatCard
        id="total-people"
        label="Total Pessoas"
        value={stats?.totalPeople ?? null}
        icon={UsersRound}
        accent="bg-gold-soft text-gold"
        hint="Com acompanhantes"
      />
      <StatCard
        id="confirmed-guests"
        label="Confirmados"
        value={stats?.confirmedGuests ?? null}
        icon={UserCheck}
        accent="bg-success-soft text-success"
        hint="Presença confirmada"
      />
      <StatCard
        id="confirmed-people"
        label="Pessoas Confirmadas"
        value={stats?.confirmedPeople ?? null}
        icon={HeartHandshake}
        accent="bg-primary-soft text-primary"
        hint="Com acompanhantes"
      />
    </section>
  )
}
