import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const common = {
  'GET /api/session': signedIn,
  'GET /api/privacy': { status: 200, body: { keep_guest_data: false } },
  'GET /api/data-exports': { status: 200, body: { exports: [] } },
}

async function openCard() {
  const rendered = renderApp('/app/profile')
  // The page is a lazy chunk: its first load can be slow on a busy machine.
  await screen.findByRole('heading', { name: 'Configurações', level: 1 }, { timeout: 15_000 })
  const title = await screen.findByRole('heading', { name: 'Backup automático' })
  return { ...rendered, card: title.closest('#backup-automatico') as HTMLElement }
}

describe("profile: 'Backup automático'", () => {
  it('lists the weekly copies of a Luxo wedding with date, size and a download link', async () => {
    const api = mockApi({
      ...common,
      'POST /api/permission-check': { status: 200, body: { allowed: true, upgrade_required: false } },
      'GET /api/backups': {
        status: 200,
        body: {
          backups: [
            { id: 'b2', week: '2026-W48', size_bytes: 2_500_000, created_at: '2026-11-23T15:00:00Z' },
            { id: 'b1', week: '2026-W47', size_bytes: 800_000, created_at: '2026-11-16T15:00:00Z' },
          ],
        },
      },
    })
    const { card } = await openCard()
    const list = await within(card).findByRole('list', { name: 'Backups' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Backup de 23/11/2026 · 2,4 MB')
    expect(items[1]).toHaveTextContent('Backup de 16/11/2026 · 781 KB')
    expect(within(items[0]!).getByRole('link', { name: 'Baixar backup de 23/11/2026' })).toHaveAttribute(
      'href',
      '/api/backups/b2/download',
    )
    expect(within(card).queryByTestId('gated-card')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check').map((c) => c.body)).toContainEqual({ feature: 'automatic_backup' })
  })

  it('shows the gated card to other plans, and keeps copies made before a downgrade downloadable', async () => {
    mockApi({
      ...common,
      'POST /api/permission-check': {
        status: 200,
        body: {
          allowed: false,
          reason: 'feature_not_available',
          message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
          upgrade_required: true,
          current_plan: 'essencial',
          current_plan_name: 'Essencial',
        },
      },
      'GET /api/backups': {
        status: 200,
        body: { backups: [{ id: 'b1', week: '2026-W47', size_bytes: 800_000, created_at: '2026-11-16T15:00:00Z' }] },
      },
    })
    const { card } = await openCard()
    const gated = await within(card).findByTestId('gated-card')
    expect(gated).toHaveTextContent('Plano atual: Essencial')
    expect(within(gated).getByRole('link', { name: 'Fazer upgrade' })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Baixar backup de 16/11/2026' })).toHaveAttribute('href', '/api/backups/b1/download')
  })
})
