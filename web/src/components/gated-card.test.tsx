import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { parsePlanList } from '@/lib/plans'
import { plansQueryOptions } from '@/lib/plans-query'
import { plansBody } from '@/test/mock-api'
import { GatedCard } from './gated-card'

/** The catalogue as the server sends it, with each plan's gates (weather_alerts: Luxo only). */
function catalogue() {
  const gates: Record<string, string[]> = {
    essencial: [],
    premium: ['digital_invitations', 'pix_gifts', 'honeymoon_planner', 'calendar_integration'],
    luxo: ['digital_invitations', 'pix_gifts', 'honeymoon_planner', 'calendar_integration', 'whatsapp_support', 'weather_alerts'],
  }
  const body = plansBody()
  return parsePlanList({ plans: body.plans.map((plan) => ({ ...plan, gated_features: gates[plan.id] })) }).plans
}

function renderCard(props: GatedCardProps, withCatalogue = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (withCatalogue) queryClient.setQueryData(plansQueryOptions.queryKey, catalogue())
  else queryClient.setQueryDefaults(plansQueryOptions.queryKey, { queryFn: () => new Promise<never>(() => {}) })
  const router = createMemoryRouter([{ path: '*', element: <GatedCard {...props} /> }])
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const limitError = () =>
  new ApiError(
    403,
    'plan_limit',
    'Seu plano Essencial permite até 50 convidados.',
    {},
    {
      feature: 'guests',
      current_usage: 50,
      limit: 50,
      current_plan: 'essencial',
      current_plan_name: 'Essencial',
      upgrade_required: true,
    },
  )

describe('gatedCardPropsFromError', () => {
  it('builds a usage-limit card from a 403 plan_limit', () => {
    expect(gatedCardPropsFromError(limitError())).toEqual({
      kind: 'limit',
      message: 'Seu plano Essencial permite até 50 convidados.',
      usage: { current: 50, limit: 50 },
      currentPlanName: 'Essencial',
      upgradeRequired: true,
    })
  })

  it('builds a feature card from a 403 feature_not_available, naming the plan from its id', () => {
    const error = new ApiError(403, 'feature_not_available', 'Convites digitais estão no plano Premium.', {}, {
      feature: 'digital_invitations',
      current_plan: 'essencial',
    })
    expect(gatedCardPropsFromError(error)).toEqual({
      kind: 'feature',
      message: 'Convites digitais estão no plano Premium.',
      currentPlanName: 'Essencial',
      feature: 'digital_invitations',
      upgradeRequired: true,
    })
  })

  it('ignores every other error', () => {
    expect(gatedCardPropsFromError(new ApiError(403, 'role_forbidden', 'Sem acesso.'))).toBeNull()
    expect(gatedCardPropsFromError(new ApiError(422, 'plan_limit', 'x'))).toBeNull()
    expect(gatedCardPropsFromError(new Error('plan_limit'))).toBeNull()
    expect(gatedCardPropsFromError(undefined)).toBeNull()
  })
})

describe('GatedCard', () => {
  it('shows "Limite Atingido", the message, "N/M utilizados", the current plan and the upgrade button', () => {
    renderCard(gatedCardPropsFromError(limitError())!)
    expect(screen.getByRole('heading', { name: 'Limite Atingido' })).toBeInTheDocument()
    expect(screen.getByText('Seu plano Essencial permite até 50 convidados.')).toBeInTheDocument()
    expect(screen.getByText('50/50 utilizados')).toBeInTheDocument()
    expect(screen.getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos')
  })

  it('shows "Funcionalidade Premium" without usage, and no button when no upgrade is required', () => {
    const error = new ApiError(403, 'feature_not_available', 'Indisponível no seu plano.', {}, {
      current_plan_name: 'Luxo',
      upgrade_required: false,
    })
    renderCard(gatedCardPropsFromError(error)!, false)
    expect(screen.getByRole('heading', { name: 'Funcionalidade Premium' })).toBeInTheDocument()
    expect(screen.queryByTestId('gated-card-plan')).not.toBeInTheDocument()
    expect(screen.getByText('Indisponível no seu plano.')).toBeInTheDocument()
    expect(screen.queryByText(/utilizados/)).not.toBeInTheDocument()
    expect(screen.getByText('Plano atual: Luxo')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Fazer upgrade' })).not.toBeInTheDocument()
  })

  it('names the plan that has the feature from the catalogue, never the couple\'s own plan', () => {
    // The case: a Premium couple on a Luxo-only feature.
    const error = new ApiError(403, 'feature_not_available', 'Esta funcionalidade não está disponível no plano Premium.', {}, {
      feature: 'weather_alerts',
      current_plan: 'premium',
      current_plan_name: 'Premium',
      upgrade_required: true,
    })
    const { unmount } = renderCard(gatedCardPropsFromError(error)!)
    expect(screen.getByRole('heading', { name: 'Funcionalidade Luxo' })).toBeInTheDocument()
    expect(screen.getByTestId('gated-card-plan')).toHaveTextContent('Disponível no plano Luxo')
    expect(screen.getByText('Plano atual: Premium')).toBeInTheDocument()
    unmount()

    // A Premium feature seen from Essencial: the cheapest plan that has it is Premium, not Luxo.
    renderCard({ kind: 'feature', feature: 'honeymoon_planner', message: 'x', currentPlanName: 'Essencial', upgradeRequired: true })
    expect(screen.getByRole('heading', { name: 'Funcionalidade Premium' })).toBeInTheDocument()
    expect(screen.getByTestId('gated-card-plan')).toHaveTextContent('Disponível no plano Premium')
  })

  it('names no plan on a limit card or for a feature no plan sells', () => {
    const { unmount } = renderCard(gatedCardPropsFromError(limitError())!)
    expect(screen.queryByTestId('gated-card-plan')).not.toBeInTheDocument()
    unmount()
    renderCard({ kind: 'feature', feature: 'no_such_feature', message: 'x', upgradeRequired: true })
    expect(screen.getByRole('heading', { name: 'Funcionalidade Premium' })).toBeInTheDocument()
    expect(screen.queryByTestId('gated-card-plan')).not.toBeInTheDocument()
  })
})
