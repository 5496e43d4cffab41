import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionQueryKey } from '@/lib/session'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const readyExport = {
  id: 'e1',
  status: 'ready',
  size_bytes: 2_500_000,
  created_at: '2026-11-22T15:00:00Z',
  ready_at: '2026-11-22T15:00:05Z',
  expires_at: '2026-11-23T15:00:05Z',
}

async function openSection() {
  const rendered = renderApp('/app/profile')
  // The page is a lazy chunk: its first load can be slow on a busy machine.
  await screen.findByRole('heading', { name: 'Configurações', level: 1 }, { timeout: 15_000 })
  return rendered
}

describe("profile: 'Seus dados'", () => {
  it('asks for an export and offers the ready one for download', async () => {
    let exports: unknown[] = []
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/privacy': { status: 200, body: { keep_guest_data: false } },
      'GET /api/data-exports': () => ({ status: 200, body: { exports } }),
      'POST /api/data-exports': () => {
        exports = [readyExport]
        return { status: 202, body: { ...readyExport, status: 'pending', ready_at: null, size_bytes: null } }
      },
    })
    const { user } = await openSection()
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }))
    expect(await screen.findByText('Estamos preparando seus dados')).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: 'Baixar arquivo (.zip)' })
    expect(link).toHaveAttribute('href', '/api/data-exports/e1/download')
    expect(screen.getByText(/Pronto em 22\/11\/2026 às 12:00 · 2,4 MB/)).toBeInTheDocument()
    expect(screen.getByText('Disponível até 23/11/2026 às 12:00')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/data-exports')).toHaveLength(1)
  })

  it('saves the choice to keep guests’ data', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/privacy': { status: 200, body: { keep_guest_data: false } },
      'GET /api/data-exports': { status: 200, body: { exports: [] } },
      'PUT /api/privacy': { status: 200, body: { keep_guest_data: true } },
    })
    const { user } = await openSection()
    const box = await screen.findByRole('checkbox', { name: 'Manter dados dos convidados após o casamento' })
    await waitFor(() => expect(box).toBeEnabled())
    await user.click(box)
    expect(await screen.findByText('Preferência salva.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/privacy')[0]?.body).toEqual({ keep_guest_data: true })
    expect(box).toBeChecked()
  })

  it("deletes the account only with the password and 'EXCLUIR', then goes to /auth", async () => {
    let attempts = 0
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/privacy': { status: 200, body: { keep_guest_data: false } },
      'GET /api/data-exports': { status: 200, body: { exports: [] } },
      'POST /api/account/delete': () =>
        ++attempts === 1
          ? { status: 422, body: { error: { code: 'validation_failed', message: 'Verifique.', fields: { password: 'wrong' } } } }
          : { status: 202, body: { deletion_due_at: '2026-11-29T15:00:00Z' } },
    })
    const { user, router } = await openSection()
    await user.click(await screen.findByRole('button', { name: 'Excluir conta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' })
    await user.type(within(dialog).getByLabelText('Senha'), 'Segredo123')
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir')
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }))
    expect(await within(dialog).findByText('Digite EXCLUIR para confirmar.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/delete')).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'))
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR')
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }))
    expect(await within(dialog).findByText('Senha incorreta.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(await screen.findByText('Exclusão agendada')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/account/delete')[1]?.body).toEqual({ password: 'Segredo123', confirmation: 'EXCLUIR' })
  })

  it("still says 'Exclusão agendada' when another read's 401 reached /auth before the deletion's answer", async () => {
    let answer: (() => void) | undefined
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/privacy': { status: 200, body: { keep_guest_data: false } },
      'GET /api/data-exports': { status: 200, body: { exports: [] } },
      'POST /api/account/delete': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 202, body: { deletion_due_at: '2026-11-29T15:00:00Z' } })
        }),
    })
    const { user, router, queryClient } = await openSection()
    await user.click(await screen.findByRole('button', { name: 'Excluir conta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' })
    await user.type(within(dialog).getByLabelText('Senha'), 'Segredo123')
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR')
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }))
    await waitFor(() => expect(answer).toBeDefined())

    // What query-client does with any 401 once the sessions are gone: the guard leaves /app and
    // the form unmounts before the deletion answers.
    queryClient.setQueryData(sessionQueryKey, null)
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(screen.queryByRole('dialog', { name: 'Excluir conta' })).not.toBeInTheDocument()

    answer!()
    expect(await screen.findByText('Exclusão agendada')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })
})
