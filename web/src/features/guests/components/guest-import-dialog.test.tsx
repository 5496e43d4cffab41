import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { ImportResult } from '../api/import-export'
import { attachmentName } from '../api/import-export'

const guestInput = (nome: string, email: string | null = null) => ({
  nome,
  email,
  telefone: null,
  mesa: null,
  acompanhante: false,
  status_confirmacao: 'pendente' as const,
  acompanhantes: [],
  restricao_alimentar: null,
})

const preview: ImportResult = {
  format: 'csv',
  rows: [
    { line: 2, state: 'novo', guest: guestInput('Conceição Araújo'), companions: 0, problems: [] },
    { line: 3, state: 'erro', guest: guestInput('Lúcia', 'lucia@@x'), companions: 0, problems: ['E-mail inválido'] },
    { line: 4, state: 'duplicado', guest: guestInput('Bruno Lima'), companions: 0, problems: [], duplicate_of: 'lista' },
    { line: 5, state: 'excedente', guest: guestInput('Zé Mário'), companions: 0, problems: [] },
  ],
  ignored_columns: ['Observações'],
  total: 4,
  new: 1,
  duplicates: 1,
  problems: 1,
  over_limit: 1,
  imported: 0,
  message: 'Seu plano Essencial permite até 50 convidados: cabem mais 1. 1 convidado novo ficará de fora. Faça upgrade para importar todos.',
}

describe('guest import dialog', () => {
  it('previews the file, then imports the same file and refreshes the list', async () => {
    let guests: unknown[] = []
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/guests': () => ({ status: 200, body: { guests } }),
      'POST /api/guests/import/preview': { status: 200, body: preview },
      'POST /api/guests/import': () => {
        guests = [{ id: 'g1', ...guestInput('Conceição Araújo'), created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z' }]
        return { status: 200, body: { ...preview, imported: 1 } }
      },
    })
    const { user } = renderApp('/app/guests')
    // The first render loads the lazy route's chunk: slow on a busy machine.
    await screen.findByRole('heading', { name: 'Lista de Convidados', level: 1 }, { timeout: 20_000 })
    await user.click(screen.getByRole('button', { name: 'Importar convidados' }))
    const dialog = await screen.findByRole('dialog', { name: 'Importar convidados' })
    expect(within(dialog).getByRole('button', { name: 'Importar convidados' })).toBeDisabled()

    const file = new File(['Nome\nConceição Araújo\n'], 'lista.csv', { type: 'text/csv' })
    await user.upload(within(dialog).getByLabelText('Planilha (.csv ou .xlsx)'), file)

    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent(
      '1 novo · 1 já na lista · 1 com problema · 1 fora do limite',
    )
    expect(within(dialog).getByRole('note')).toHaveTextContent('cabem mais 1')
    expect(within(dialog).getByText('Colunas ignoradas: Observações')).toBeInTheDocument()
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument()
    const sent = api.callsTo('POST', '/api/guests/import/preview')[0]?.body
    expect(sent instanceof FormData && sent.get('arquivo')).toBeInstanceOf(File)

    await user.click(within(dialog).getByRole('button', { name: 'Importar 1 convidado' }))
    expect(await screen.findByText('1 convidado importado')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Importar convidados' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/guests/import')).toHaveLength(1)
    expect(await screen.findAllByText('Conceição Araújo')).not.toHaveLength(0)
  })

  it('shows why a file was refused and offers nothing to import', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/guests': { status: 200, body: { guests: [] } },
      'POST /api/guests/import/preview': {
        status: 400,
        body: { error: { code: 'import_no_name_column', message: 'A primeira linha precisa ter os títulos das colunas, entre eles Nome.' } },
      },
    })
    const { user } = renderApp('/app/guests')
    await user.click(await screen.findByRole('button', { name: 'Importar convidados' }, { timeout: 20_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Importar convidados' })
    await user.upload(within(dialog).getByLabelText('Planilha (.csv ou .xlsx)'), new File(['x'], 'x.csv'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('entre eles Nome')
    expect(within(dialog).getByRole('button', { name: 'Importar convidados' })).toBeDisabled()
  })

  it('reads the attachment name', () => {
    expect(attachmentName('attachment; filename="convidados-2026-11-23.csv"', 'x')).toBe('convidados-2026-11-23.csv')
    expect(attachmentName(null, 'convidados.xlsx')).toBe('convidados.xlsx')
  })
})
