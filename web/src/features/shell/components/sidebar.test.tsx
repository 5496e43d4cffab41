import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { plansQueryOptions } from '@/lib/plans-query'
import { mockApi, plansBody, sessionBody } from '@/test/mock-api'
import { renderApp } from '@/test/render'

/** The catalogue with each plan's gates as the server sends them (weather_alerts: Luxo only). */
function catalogue() {
  const gates: Record<string, string[]> = {
    essencial: [],
    premium: ['digital_invitations', 'pix_gifts', 'honeymoon_planner', 'calendar_integration'],
    luxo: ['digital_invitations', 'pix_gifts', 'honeymoon_planner', 'calendar_integration', 'whatsapp_support', 'weather_alerts'],
  }
  return { plans: plansBody().plans.map((plan) => ({ ...plan, gated_features: gates[plan.id] })) }
}

function sessionOn(id: string, name: string) {
  const body = sessionBody()
  return { ...body, wedding: { ...body.wedding, plan: { id, name } } }
}

async function openShell(planId: string, planName: string) {
  mockApi({
    'GET /api/session': { status: 200, body: sessionOn(planId, planName) },
    'GET /api/plans': { status: 200, body: catalogue() },
  })
  const { queryClient } = renderApp('/app/budget')
  await screen.findByRole('navigation', { name: 'Menu principal' })
  // The locks come from the catalogue: wait until it is there.
  await waitFor(() => expect(queryClient.getQueryData(plansQueryOptions.queryKey)).toBeDefined())
}

function lockOf(name: RegExp) {
  const link = screen.getByRole('link', { name })
  return within(link).queryByRole('img')
}

describe('menu locks', () => {
  it('marks the entries an Essencial couple lacks with the plan that has them', async () => {
    await openShell('essencial', 'Essencial')
    expect(lockOf(/^Lua de Mel/)).toHaveAccessibleName('Disponível no plano Premium')
    // Still reachable: the page explains the gate.
    expect(screen.getByRole('link', { name: /^Lua de Mel/ })).toHaveAttribute('href', '/app/honeymoon')
    expect(lockOf(/^Alerta de Chuva/)).toHaveAccessibleName('Disponível no plano Luxo')
    for (const open of [/^Orçamento/, /^Convidados/, /^Galeria/, /^Presentes/]) expect(lockOf(open)).toBeNull()
  })

  it('locks only what a Premium couple lacks, named after the plan that has it', async () => {
    await openShell('premium', 'Premium')
    expect(await screen.findByRole('img', { name: 'Disponível no plano Luxo' })).toBeInTheDocument()
    expect(lockOf(/^Alerta de Chuva/)).toHaveAccessibleName('Disponível no plano Luxo')
    expect(lockOf(/^Lua de Mel/)).toBeNull()
    expect(screen.getAllByTestId('nav-lock')).toHaveLength(1)
  })

  it('shows no lock to a Luxo couple', async () => {
    await openShell('luxo', 'Luxo')
    expect(screen.getByRole('link', { name: 'Lua de Mel' })).toBeInTheDocument()
    expect(screen.queryByTestId('nav-lock')).not.toBeInTheDocument()
  })
})
