import { LoaderCircle, RefreshCw } from './icons'
import { lazy, Suspense, useEffect, useState } from 'react'
import { PlainButton } from '@/components/ui/plain-button'
import { Skeleton } from '@/components/ui/skeleton'
import { usePublicPlans, type Plan } from '@/lib/plans'
import { planButtonId } from './plan-button-id'
import { PlanCard } from './plan-card'
import { SectionHeading } from './section-heading'

// The pre-checkout form (its e-mail check, session and toasts) loads when a plan is chosen, not
// with the page (issue 16: at most 100 kB of JS before the visitor's first interaction).
const PreCheckoutForm = lazy(async () => ({ default: (await import('./pre-checkout-form')).PreCheckoutForm }))

function PlanSkeletons() {
  return (
    <div role="status" aria-label="Carregando planos..." className="grid gap-6 lg:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-3xl border bg-card p-8 shadow-soft" aria-hidden="true">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-7 h-10 w-40" />
          <Skeleton className="mt-7 h-11 w-full" />
          <div className="mt-7 grid gap-3">
            {[0, 1, 2, 3, 4].map((line) => (
              <Skeleton key={line} className="h-4 w-5/6" />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

/** #planos: the three plans from GET /api/plans; choosing one opens the pre-checkout view. */
export function PlanPicker() {
  const plans = usePublicPlans()
  const [chosen, setChosen] = useState<Plan | null>(null)
  const [lastChosenId, setLastChosenId] = useState<string | null>(null)

  // Back from the pre-checkout view: focus returns to the card's button that opened it.
  useEffect(() => {
    if (chosen || !lastChosenId) return
    document.getElementById(planButtonId(lastChosenId))?.focus()
  }, [chosen, lastChosenId])

  const choose = (plan: Plan) => {
    setLastChosenId(plan.id)
    setChosen(plan)
  }

  let body
  if (chosen) {
    body = (
      <Suspense fallback={<LoaderCircle className="animate-spin mx-auto size-6 text-primary" aria-hidden="true" />}>
        <PreCheckoutForm plan={chosen} onBack={() => setChosen(null)} />
      </Suspense>
    )
  } else if (plans.isPending) {
    body = <PlanSkeletons />
  } else if (plans.isError) {
    body = (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border bg-card p-8 text-center shadow-soft">
        <p className="font-medium">Não foi possível carregar os planos.</p>
        <p className="text-sm text-muted-foreground">Verifiquem a conexão e tentem de novo.</p>
        <PlainButton variant="outline" onClick={() => plans.refetch()} disabled={plans.isFetching}>
          <RefreshCw aria-hidden="true" className={plans.isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </PlainButton>
      </div>
    )
  } else {
    body = (
      <ul className="grid items-stretch gap-6 pt-4 lg:grid-cols-3 lg:gap-5">
        {plans.data.map((plan) => (
          <li key={plan.id} className={plan.is_popular ? 'lg:-my-4' : undefined}>
            <PlanCard plan={plan} onChoose={choose} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section id="planos" aria-labelledby="planos-title" className="scroll-mt-16 bg-[linear-gradient(180deg,#faf7f5,#f3eeeb)] py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="planos-title" eyebrow="Planos" title="Escolham o plano ideal para o casamento de vocês">
          Planos mensais, sem taxa de adesão. Comecem pelo que faz sentido hoje e façam upgrade quando a lista crescer.
        </SectionHeading>
        <div className="mt-14">{body}</div>
      </div>
    </section>
  )
}
