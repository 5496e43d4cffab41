import { screen, waitFor } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

afterEach(() => vi.restoreAllMocks())

// Part 1 §8: a plan check that fails says 'Erro ao verificar acesso à funcionalidade', and an
// answer that is not a permission says 'Resposta inválida do servidor'.
describe('plan check errors', () => {
  it('toasts the server message when the check fails', async () => {
    const errorToast = vi.spyOn(toast, 'error')
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': { status: 500, body: { error: { code: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } },
      'GET /api/honeymoon': { status: 200, body: { trip: null, has_budget: false } },
    })
    renderApp('/app/honeymoon')
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Erro ao verificar acesso à funcionalidade', {
        description: 'Erro inesperado. Tente novamente mais tarde.',
      }),
    )
    expect(await screen.findByText(/Não foi possível verificar o seu plano agora/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Destino *')).not.toBeInTheDocument()
  })

  it("says 'Resposta inválida do servidor' for an answer that is not a permission", async () => {
    const errorToast = vi.spyOn(toast, 'error')
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': { status: 200, body: { ok: true } },
    })
    renderApp('/app/honeymoon')
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Erro ao verificar acesso à funcionalidade', { description: 'Resposta inválida do servidor' }),
    )
    // The page says the check failed instead of opening the planner the server would refuse.
    expect(await screen.findByText(/Não foi possível verificar o seu plano agora/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Destino *')).not.toBeInTheDocument()
  })
})
