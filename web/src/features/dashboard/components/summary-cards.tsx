import { CalendarHeart, ListChecks, PartyPopper, Users, Wallet, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatBRL, formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { Dashboard } from '../api/dashboard'
import { barWidthPercent, daysLeftLabel, percentOf, plural } from '../utils/format'

type SummaryCardProps = {
  id: string
  label: string
  icon: LucideIcon
  accent: string
  children: ReactNode
}

function SummaryCard({ id, label, icon: Icon, accent, children }: SummaryCardProps) {
  const labelId = `dashboard-card-${id}-label`
  return (
    <section
      aria-labelledby={labelId}
      data-testid={`dashboard-card-${id}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={labelId} className="pt-1 text-sm leading-snug font-medium text-muted-foreground">
          {label}
        </h2>
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', accent)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-auto grid gap-2">{children}</div>
    </section>
  )
}

function Bar({ percent, className, label }: { percent: number; className?: string; label: string }) {
  const width = Math.min(Math.max(percent, 0), 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className={cn('h-full rounded-full transition-[width] duration-500', className)} style={{ width: `${width}%` }} />
    </div>
  )
}

const bigNumber = 'font-serif text-3xl leading-none font-semibold tabular-nums sm:text-4xl'

/** Progresso Geral, Convidados, Orçamento and Seu Grande Dia (part 1 §2 Dashboard). */
export function SummaryCards({ data }: { data: Dashboard }) {
  const progress = percentOf(data.completed_tasks, data.total_tasks)
  const spentTenths = data.budget_total_cents > 0 ? Math.round((data.budget_spent_cents * 1000) / data.budget_total_cents) : 0
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
      <SummaryCard id="progress" label="Progresso Geral" icon={ListChecks} accent="bg-primary-soft text-primary">
        {data.total_tasks > 0 ? (
          <>
            <p className="flex items-baseline gap-2">
              <span className={bigNumber}>{progress}%</span>
              <span className="text-sm text-muted-foreground">
                {data.completed_tasks} de {plural(data.total_tasks, 'tarefa', 'tarefas')}
              </span>
            </p>
            <Bar percent={progress} label="Tarefas concluídas" className="bg-primary" />
          </>
        ) : (
          // No '0% · 0 de 0 tarefas': the next step instead (issue 18 §2). The suggested tasks
          // count back from the wedding date, so without one the date comes first.
          <>
            <p className="text-sm text-muted-foreground">Nenhuma tarefa ainda.</p>
            {data.profile.wedding_date ? (
              <EmptyLink to="/app/planning">Gerar as tarefas sugeridas</EmptyLink>
            ) : (
              <EmptyLink to="/app/profile">Definir a data para criar as tarefas</EmptyLink>
            )}
          </>
        )}
      </SummaryCard>

      <SummaryCard id="guests" label="Convidados" icon={Users} accent="bg-gold-soft text-gold">
        {data.total_guests === 0 ? (
          <>
            <p className="text-sm text-muted-foreground">Nenhum convidado na lista ainda.</p>
            {data.profile.guest_estimate != null && (
              <p className="text-sm text-muted-foreground" data-testid="guest-estimate">
                Estimativa: {plural(data.profile.guest_estimate, 'pessoa', 'pessoas')}
              </p>
            )}
            <EmptyLink to="/app/guests">Adicionar o primeiro convidado</EmptyLink>
          </>
        ) : (
          <GuestCounts data={data} />
        )}
      </SummaryCard>

      <SummaryCard id="budget" label="Orçamento" icon={Wallet} accent="bg-success-soft text-success">
        {data.budget_total_cents > 0 ? (
          <>
            <p className="grid gap-0.5">
              <span className="font-serif text-2xl leading-tight font-semibold tabular-nums sm:text-[1.7rem]">
                {formatBRL(data.budget_spent_cents)}
              </span>
              <span className="text-sm text-muted-foreground">gastos de {formatBRL(data.budget_total_cents)}</span>
            </p>
            <Bar
              percent={barWidthPercent(spentTenths)}
              label="Orçamento gasto"
              className={spentTenths > 1000 ? 'bg-destructive' : spentTenths > 900 ? 'bg-warning' : 'bg-success'}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Nenhum orçamento definido ainda.</p>
            <Link to="/app/budget" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Definir orçamento
            </Link>
          </>
        )}
      </SummaryCard>

      <SummaryCard id="big-day" label="Seu Grande Dia" icon={CalendarHeart} accent="bg-primary-soft text-primary">
        <BigDay daysLeft={data.days_left} weddingDate={data.profile.wedding_date ?? null} />
      </SummaryCard>
    </div>
  )
}

function EmptyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}

function GuestCounts({ data }: { data: Dashboard }) {
  return (
    <>
      <p className="flex items-baseline gap-2">
        <span className={bigNumber}>{data.total_people}</span>
        <span className="text-sm text-muted-foreground">{data.total_people === 1 ? 'pessoa' : 'pessoas'}</span>
      </p>
      <p className="grid text-sm text-muted-foreground">
        <span className="font-medium text-success">
          {data.confirmed_people} {data.confirmed_people === 1 ? 'confirmada' : 'confirmadas'}
        </span>{' '}
        <span>{plural(data.total_guests, 'convidado', 'convidados')} na lista</span>
        {data.profile.guest_estimate != null && (
          <span data-testid="guest-estimate">Estimativa: {plural(data.profile.guest_estimate, 'pessoa', 'pessoas')}</span>
        )}
      </p>
    </>
  )
}

function BigDay({ daysLeft, weddingDate }: { daysLeft: number | null; weddingDate: string | null }) {
  if (daysLeft === null || weddingDate === null) {
    return (
      <>
        <p className="text-sm text-muted-foreground">Vocês ainda não definiram a data do casamento.</p>
        <Link to="/app/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Definir a data do casamento
        </Link>
      </>
    )
  }
  if (daysLeft === 0) {
    return (
      <p className="flex items-center gap-2 font-serif text-xl leading-tight font-semibold text-primary">
        <PartyPopper className="size-6 shrink-0" aria-hidden="true" data-testid="celebration-icon" />
        Chegou o grande dia!
      </p>
    )
  }
  if (daysLeft < 0) {
    // The spec stops at the big day; afterwards the card keeps the date.
    return (
      <p className="grid gap-0.5">
        <span className="font-serif text-xl leading-tight font-semibold">Casamento realizado</span>
        <span className="text-sm text-muted-foreground">em {formatDate(weddingDate)}</span>
      </p>
    )
  }
  return (
    <>
      <p className="flex items-baseline gap-2" data-testid="days-left">
        <span className={bigNumber}>{daysLeft}</span> <span className="text-sm text-muted-foreground">{daysLeftLabel(daysLeft)}</span>
      </p>
      <p className="text-sm text-muted-foreground">{formatDate(weddingDate)}</p>
    </>
  )
}
