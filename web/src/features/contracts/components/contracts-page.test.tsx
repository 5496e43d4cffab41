import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Contract } from '../api/schemas'

function contract(overrides: Partial<Contract> & Pick<Contract, 'id' | 'fornecedor'>): Contract {
  return {
    descricao: null,
    valor_cents: null,
    prazo_pagamento: null,
    status: 'pendente',
    overdue: false,
    has_file: false,
    file_name: null,
    file_size: null,
    file_type: null,
    budget_category: null,
    sinal_cents: null,
    sinal_vencimento: null,
    parcelas: 0,
    primeira_parcela: null,
    payments: { count: 0, paid: 0, paid_cents: 0 },
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

/** A stateful fake of the contracts API; the multipart bodies are kept for the assertions. */
function contractsApi(start: Contract[] = [], overrides: Record<string, MockResponse | MockHandler> = {}) {
  let contracts = [...start]
  const forms: FormData[] = []
  const puts: Partial<Contract>[] = []
  const api = mockApi({
    'GET /api/session': signedIn,
    'GET /api/contracts': () => ({ status: 200, body: { contracts } }),
    'POST /api/contracts': () => {
      const init = api.fetchMock.mock.lastCall?.[1]
      const form = init?.body as FormData
      forms.push(form)
      const file = form.get('arquivo')
      const created = contract({
        id: `n${contracts.length + 1}`,
        fornecedor: String(form.get('fornecedor')),
        prazo_pagamento: (form.get('prazo_pagamento') as string | null) ?? null,
        valor_cents: form.has('valor_cents') ? Number(form.get('valor_cents')) : null,
        overdue: form.get('prazo_pagamento') === '2026-11-01',
        has_file: file instanceof File,
        file_name: file instanceof File ? file.name : null,
        file_size: file instanceof File ? file.size : null,
        file_type: file instanceof File ? file.type || null : null,
      })
      contracts = [created, ...contracts]
      return { status: 201, body: created }
    },
    'PATCH /api/contracts/:id/status': ({ body, params }) => {
      const status = (body as { status: Contract['status'] }).status
      contracts = contracts.map((c) => (c.id === params.id ? { ...c, status, overdue: c.overdue && status !== 'pago' } : c))
      return { status: 200, body: contracts.find((c) => c.id === params.id) }
    },
    'PUT /api/contracts/:id': ({ body, params }) => {
      const fields = body as Partial<Contract>
      puts.push(fields)
      const count = (fields.sinal_cents ? 1 : 0) + (fields.parcelas ?? 0)
      contracts = contracts.map((c) => (c.id === params.id ? { ...c, ...fields, payments: { ...c.payments, count } } : c))
      return { status: 200, body: contracts.find((c) => c.id === params.id) }
    },
    'DELETE /api/contracts/:id': ({ params }) => {
      contracts = contracts.filter((c) => c.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
  return { ...api, forms, puts }
}

const count = (status: string) =>
  within(screen.getByTestId(`contract-count-${status}`)).getByTestId('count-value').textContent

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'Contrato Buffet.pdf', { type: 'application/pdf' })

describe('ContractsPage', { timeout: 30_000 }, () => {
  it('requires the supplier, offers the suggestions and sends the contract with its file', async () => {
    const api = contractsApi()
    const { user } = renderApp('/app/contracts')

    expect(await screen.findByRole('heading', { name: 'Contratos e Fornecedores' })).toBeInTheDocument()
    const maps = screen.getByRole('link', { name: 'Buscar Fornecedores' })
    expect(maps).toHaveAttribute('target', '_blank')
    expect(maps.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//)
    await user.click(screen.getByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('Por favor, informe o fornecedor.')).toBeInTheDocument()
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument()
    expect(api.forms).toHaveLength(0)

    const supplier = within(dialog).getByLabelText('Fornecedor*')
    const options = [...document.querySelectorAll(`#${supplier.getAttribute('list') ?? 'none'} option`)].map((o) => o.getAttribute('value'))
    expect(options).toEqual(expect.arrayContaining(['Buffet', 'Fotógrafo', 'DJ/Banda', 'Local da Festa', 'Transporte']))
    expect(options).toHaveLength(17)

    await user.type(supplier, 'Buffet')
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '12.500,00')
    await user.type(within(dialog).getByLabelText('Prazo de pagamento'), '01112026')
    await user.upload(within(dialog).getByLabelText('Arquivo do contrato'), pdf())
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))

    expect(await screen.findByText('Contrato adicionado com sucesso.')).toBeInTheDocument()
    const form = api.forms[0]
    expect(form?.get('fornecedor')).toBe('Buffet')
    expect(form?.get('valor_cents')).toBe('1250000')
    expect(form?.get('prazo_pagamento')).toBe('2026-11-01')
    expect((form?.get('arquivo') as File).name).toBe('Contrato Buffet.pdf')
    expect(form?.has('descricao')).toBe(false)

    const card = await screen.findByTestId('contract-card')
    expect(card).toHaveAttribute('data-overdue', 'true')
    expect(within(card).getByText('Pagamento em atraso')).toBeInTheDocument()
    expect(within(card).getByText('R$ 12.500,00')).toBeInTheDocument()
    expect(within(card).getByText('01/11/2026')).toBeInTheDocument()
    const file = within(card).getByRole('link', { name: 'Ver arquivo de Buffet' })
    expect(file).toHaveAttribute('href', '/api/contracts/n1/file')
    // A PDF opens in a new tab (the server sends it inline); it is not a download.
    expect(file).toHaveAttribute('target', '_blank')
    expect(file).not.toHaveAttribute('download')
    expect(count('pendente')).toBe('1')
    expect(count('pago')).toBe('0')
  })

  it('refuses a file over 5MB or of another type before sending', async () => {
    const api = contractsApi()
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'DJ/Banda')
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' })
    await user.upload(within(dialog).getByLabelText('Arquivo do contrato'), big)
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('O arquivo deve ter no máximo 5MB.')).toBeInTheDocument()
    expect(api.forms).toHaveLength(0)

    const input = within(dialog).getByLabelText<HTMLInputElement>('Arquivo do contrato')
    // user.upload honours accept; a dropped or renamed file can still arrive, so set it directly.
    const exe = new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' })
    Object.defineProperty(input, 'files', { value: [exe], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.')).toBeInTheDocument()
    expect(api.forms).toHaveLength(0)
  })

  it('sends a photo of a paper contract, and explains a HEIC photo this browser cannot convert', async () => {
    const api = contractsApi()
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Decoração')
    const input = within(dialog).getByLabelText<HTMLInputElement>('Arquivo do contrato')
    // jsdom, like Chrome, cannot decode HEIC (only Safari can): the HEIC stays and the form says why.
    const heic = new File(['\0\0\0\x18ftypheic'], 'IMG_0042.HEIC', { type: 'image/heic' })
    Object.defineProperty(input, 'files', { value: [heic], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(await within(dialog).findByTestId('contract-file-name')).toHaveTextContent('IMG_0042.HEIC')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('Este navegador não converte fotos HEIC. Envie a foto em JPEG ou PNG.')).toBeInTheDocument()
    expect(api.forms).toHaveLength(0)

    const jpeg = new File(['\xff\xd8\xff'], 'contrato.jpeg', { type: 'image/jpeg' })
    Object.defineProperty(input, 'files', { value: [jpeg], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(await within(dialog).findByTestId('contract-file-name')).toHaveTextContent('contrato.jpeg')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await screen.findByText('Contrato adicionado com sucesso.')).toBeInTheDocument()
    expect((api.forms[0]?.get('arquivo') as File).name).toBe('contrato.jpeg')
  })

  it('shows the server refusal of a file under the field', async () => {
    contractsApi([], {
      'POST /api/contracts': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.', fields: { arquivo: 'invalid_type' } } },
      },
    })
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Bolo')
    await user.upload(within(dialog).getByLabelText('Arquivo do contrato'), pdf())
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await screen.findByText('Erro ao salvar contrato.')).toBeInTheDocument()
    expect(within(dialog).getByText('Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.', { selector: '#contract-arquivo-error' })).toBeInTheDocument()
  })

  it('shows the wedding file quota refusal as a toast and keeps the form', async () => {
    const quota = 'Seu plano Essencial permite até 50 MB para fotos e contratos. Exclua arquivos ou faça upgrade para enviar mais.'
    contractsApi([], {
      'POST /api/contracts': {
        status: 403,
        body: { error: { code: 'plan_limit', message: quota, details: { feature: 'storage_bytes', upgrade_required: true } } },
      },
    })
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Bolo')
    await user.upload(within(dialog).getByLabelText('Arquivo do contrato'), pdf())
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await screen.findByText('Erro ao salvar contrato.')).toBeInTheDocument()
    expect(screen.getByText(quota)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Fornecedor*')).toHaveValue('Bolo')
  })

  it('changes the status, clearing the overdue flag, and deletes after the spec confirmation', async () => {
    const api = contractsApi([
      contract({ id: 'a', fornecedor: 'Fotógrafo', prazo_pagamento: '2026-11-01', overdue: true, has_file: true, file_name: 'f.pdf', file_size: 2048 }),
      contract({ id: 'b', fornecedor: 'Cerimonial', status: 'ativo' }),
    ])
    const { user } = renderApp('/app/contracts')
    const cards = await screen.findAllByTestId('contract-card')
    expect(cards[0]).toHaveAttribute('data-overdue', 'true')
    expect(cards[1]).not.toHaveAttribute('data-overdue')
    expect(count('ativo')).toBe('1')

    await user.click(within(cards[0] as HTMLElement).getByRole('combobox', { name: 'Status de Fotógrafo' }))
    await user.click(await screen.findByRole('option', { name: 'Pago' }))
    expect(await screen.findByText('Status do contrato atualizado.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/contracts/a/status')[0]?.body).toEqual({ status: 'pago' })
    await waitFor(() => expect(screen.getAllByTestId('contract-card')[0]).not.toHaveAttribute('data-overdue'))
    expect(count('pago')).toBe('1')
    expect(count('pendente')).toBe('0')

    await user.click(screen.getByRole('button', { name: 'Excluir Cerimonial' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir contrato?' })
    expect(
      within(confirm).getByText('Tem certeza que deseja excluir este contrato? Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Contrato excluído com sucesso.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Cerimonial')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/contracts/b')).toHaveLength(1)
  })

  it('reports failures with the spec texts', async () => {
    const failing = { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } }
    contractsApi([], { 'GET /api/contracts': failing })
    renderApp('/app/contracts')
    expect(await screen.findByText('Erro ao carregar contratos.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument()
  })

  it('reports a failed status change', async () => {
    const failing = { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } }
    contractsApi([contract({ id: 'a', fornecedor: 'Doces' })], { 'PATCH /api/contracts/:id/status': failing })
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('combobox', { name: 'Status de Doces' }))
    await user.click(await screen.findByRole('option', { name: 'Cancelado' }))
    expect(await screen.findByText('Erro ao atualizar status do contrato.')).toBeInTheDocument()
  })

  it('divides a contract into a sinal and parcelas, refusing a schedule that does not add up', async () => {
    const budget = {
      total_cents: 10_000_000,
      spent_cents: 0,
      categories: [
        { nome: 'Buffet', percent_tenths: 400, fixed_cents: null, allocated_cents: 4_000_000, spent_cents: 0, status: 'pendente' },
        { nome: 'Flores', percent_tenths: 100, fixed_cents: null, allocated_cents: 1_000_000, spent_cents: 0, status: 'pendente' },
      ],
      updated_at: '2026-11-20T10:00:00Z',
      version: 1,
    }
    const api = contractsApi([], { 'GET /api/budget': { status: 200, body: budget } })
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Buffet Sabor')
    await user.selectOptions(within(dialog).getByLabelText('Categoria do orçamento'), await within(dialog).findByRole('option', { name: 'Buffet' }))
    await user.type(within(dialog).getByLabelText('Sinal (R$)'), '3.000,00')
    await user.type(within(dialog).getByLabelText('Vencimento do sinal'), '10122026')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    // No value to divide: the sinal cannot be checked against anything.
    expect(await within(dialog).findByText('Informe o valor do contrato para dividir em sinal e parcelas.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Valor (R$)'), '12.000,00')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('Informe em quantas parcelas será pago o restante.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Parcelas/), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await within(dialog).findByText('Informe a data de vencimento da primeira parcela.')).toBeInTheDocument()
    expect(api.forms).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Vencimento da 1ª parcela'), '10012027')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await screen.findByText('Contrato adicionado com sucesso.')).toBeInTheDocument()
    const form = api.forms[0]
    expect(form?.get('valor_cents')).toBe('1200000')
    expect(form?.get('budget_category')).toBe('Buffet')
    expect(form?.get('sinal_cents')).toBe('300000')
    expect(form?.get('sinal_vencimento')).toBe('2026-12-10')
    expect(form?.get('parcelas')).toBe('3')
    expect(form?.get('primeira_parcela')).toBe('2027-01-10')
  })

  it('offers budget categories only once the budget is saved', async () => {
    const defaults = {
      total_cents: 0,
      spent_cents: 0,
      categories: [{ nome: 'Buffet', percent_tenths: 1000, fixed_cents: null, allocated_cents: 0, spent_cents: 0, status: 'pendente' }],
      updated_at: null,
      version: 0,
    }
    contractsApi([], { 'GET /api/budget': { status: 200, body: defaults } })
    const { user } = renderApp('/app/contracts')
    await user.click(await screen.findByRole('button', { name: 'Novo Contrato' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Contrato' })
    expect(await within(dialog).findByText('Salve o orçamento uma vez para ligar o contrato a uma categoria.')).toBeInTheDocument()
    expect(within(within(dialog).getByLabelText('Categoria do orçamento')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nenhuma'])
  })

  it('edits a saved contract with PUT, starting from its schedule', async () => {
    const saved = contract({
      id: 'c1',
      fornecedor: 'Fotógrafo',
      valor_cents: 900_000,
      sinal_cents: 300_000,
      sinal_vencimento: '2026-12-01',
      parcelas: 2,
      primeira_parcela: '2027-01-05',
      payments: { count: 3, paid: 1, paid_cents: 300_000 },
    })
    const { puts } = contractsApi([saved], {
      'GET /api/budget': { status: 200, body: { total_cents: 0, spent_cents: 0, categories: [], updated_at: null, version: 0 } },
    })
    const { user } = renderApp('/app/contracts')
    const card = await screen.findByTestId('contract-card')
    expect(within(card).getByText('Sinal + 2 parcelas')).toBeInTheDocument()
    expect(within(card).getByTestId('contract-payments')).toHaveTextContent('1 de 3 pagos (R$ 3.000,00)')

    await user.click(within(card).getByRole('button', { name: 'Editar Fotógrafo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Contrato' })
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('9000,00')
    expect(within(dialog).getByLabelText('Vencimento do sinal')).toHaveValue('01/12/2026')
    expect(within(dialog).queryByLabelText('Arquivo do contrato')).not.toBeInTheDocument()
    const parcelas = within(dialog).getByLabelText(/^Parcelas/)
    await user.clear(parcelas)
    await user.type(parcelas, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Contrato' }))
    expect(await screen.findByText('Contrato atualizado com sucesso.')).toBeInTheDocument()
    expect(puts[0]).toMatchObject({ fornecedor: 'Fotógrafo', valor_cents: 900_000, sinal_cents: 300_000, parcelas: 3, primeira_parcela: '2027-01-05' })
    expect(await within(card).findByText('Sinal + 3 parcelas')).toBeInTheDocument()
    expect(within(card).getByTestId('contract-payments')).toHaveTextContent('1 de 4 pagos (R$ 3.000,00)')
  })
})
