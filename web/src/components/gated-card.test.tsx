import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { GatedCard } from './gated-card'

function renderCard(props: GatedCardProps) {
  const router = createMemoryRouter([{ path: '*', element: <GatedCard {...props} /> }])
  return render(<RouterProvider router={router} />)
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
      upgradeRequired: true,
    })
  })

  it('ignores every other error', () => {
    expect(gatedCardPropsFromError(new ApiError(403, 'forbidden', 'Sem acesso.'))).toBeNull()
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
    renderCard(gatedCardPropsFromError(error)!)
    expect(screen.getByRole('heading', { name: 'Funcionalidade Premium' })).toBeInTheDocument()
    expect(screen.getByText('Indisponível no seu plano.')).toBeInTheDocument()
    expect(screen.queryByText(/utilizados/)).not.toBeInTheDocument()
    expect(screen.getByText('Plano atual: Luxo')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Fazer upgrade' })).not.toBeInTheDocument()
  })
})
