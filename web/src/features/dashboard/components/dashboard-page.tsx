import { format, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale'
import { RotateCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { displayFirstName, useSession } from '@/lib/session'
import { useDashboard, type Dashboard } from '../api/dashboard'
import { BudgetCard } from './budget-card'
import { CountdownCard } from './countdown-card'
import { OnboardingCard } from './onboarding-card'
import { PendingPaymentsCard } from './pending-payments-card'
import { PriorityTasksCard } from './priority-tasks-card'
import { SummaryCards } from './summary-cards'
import { TimelineCard } from './timeline-card'
import { TipsSection } from './tips-section'

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** 'Domingo, 22 de novembro de 2026' for the couple's calendar day. */
function longDate(iso: string): string | null {
  const date = parseISO(iso)
  if (Number.isNaN(date.getTime())) return null
  const text = format(date, "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR })
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** /app: the couple's dashboard (part 1 §2 Dashboard, §3 Dashboard summary, §4, §9). */
export function DashboardPage() {
  const { data: session } = useSession()
  const query = useDashboard()
  const data = query.data

  // The profile's names first; without a first name, the shell's rule (sign-up name, else e-mail).
  const firstName = nonBlank(data?.profile.first_name) ?? (session ? displayFirstName(session) : null)
  const partner = nonBlank(data?.profile.partner_name)
  const today = data ? longDate(data.today) : null

  return (
    <div className="grid gap-6">
      <title>Dashboard · Aceito</title>
      <header className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.16em] text-gold uppercase">{today ?? 'Dashboard'}</p>
        <h1 className="mt-1 font-serif text-3xl leading-tight font-semibold tracking-tight wrap-anywhere sm:text-4xl">
          {firstName ? `Olá, ${partner ? `${firstName} & ${partner}` : firstName}!` : 'Olá!'}
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
          Aqui está o resumo do planejamento do casamento de vocês.
        </p>
      </header>

      <OnboardingCard />

      {data ? (
        <DashboardContent data={data} />
      ) : query.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">Não foi possível carregar o resumo agora.</p>
            <p className="text-sm text-muted-foreground">Verifique sua conexão e tente de novo.</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  )
}

function DashboardContent({ data }: { data: Dashboard }) {
  const weddingDate = data.profile.wedding_date ?? null
  const showCountdown = data.days_left !== null && data.days_left > 0 && weddingDate !== null
  return (
    <>
      <SummaryCards data={data} />
      <div className="grid gap-4 lg:grid-cols-5">
        {showCountdown && (
          <div className="grid lg:col-span-3">
            <CountdownCard
              daysLeft={data.days_left ?? 0}
              weddingDate={weddingDate}
              location={nonBlank(data.profile.wedding_location)}
              ceremonyTime={nonBlank(data.profile.ceremony_time)}
              ceremonyPlace={nonBlank(data.profile.ceremony_place)}
              city={nonBlank(data.profile.city)}
            />
          </div>
        )}
        <div className={showCountdown ? 'grid lg:col-span-2' : 'grid lg:col-span-5'}>
          <TimelineCard timeline={data.timeline} />
        </div>
      </div>
      <TipsSection tips={data.tips} />
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <div className="grid lg:col-span-3">
          <BudgetCard categories={data.financial_data} />
        </div>
        <div className="grid gap-4 lg:col-span-2">
          <PriorityTasksCard tasks={data.priority_tasks} upcomingDeadlines={data.upcoming_deadlines} />
          <PendingPaymentsCard {...data} />
        </div>
      </div>
    </>
  )
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-56 rounded-2xl lg:col-span-3" />
        <Skeleton className="h-56 rounded-2xl lg:col-span-2" />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-72 rounded-2xl lg:col-span-3" />
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
      </div>
    </div>
  )
}
