import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { essencialLacksFeature, mockApi, sessionBody, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Gift } from '../api/schemas'
import type { Schemas } from '@/lib/api'

type WeddingSite = NonNullable<Schemas['WeddingSite']>

function gift(overrides: Partial<Gift> & Pick<Gift, 'id' | 'nome'>): Gift {
  return {
    descricao: null,
    valor_cents: null,
    status: 'pendente',
    doador: null,
    data_recebimento: null,
    cotas: 1,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

/** A stateful fake of the gifts API (the server sets the received date). */
function giftsApi(start: Gift[] = [], overrides: Record<string, MockResponse | MockHandler> = {}) {
  let gifts = [...start]
  const received = (g: Gift): Gift =>
    g.status === 'recebido'
      ? { ...g, data_recebimento: g.data_recebimento ?? '2026-11-22T18:30:00Z' }
      : { ...g, data_recebimento: null, doador: null }
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/gifts': () => ({ status: 200, body: { gifts } }),
    'GET /api/wedding-site': { status: 200, body: { site: null } },
    'POST /api/permission-check': { status: 200, body: { allowed: true, upgrade_required: false } },
    'POST /api/gifts': ({ body }) => {
      const created = received(gift({ id: `n${gifts.length + 1}`, ...(body as Partial<Gift> & { nome: string }) }))
      gifts = [created, ...gifts]
      return { status: 201, body: created }
    },
    'PATCH /api/gifts/:id': ({ body, params }) => {
      gifts = gifts.map((g) => (g.id === params.id ? received({ ...g, ...(body as Partial<Gift>) }) : g))
      return { status: 200, body: gifts.find((g) => g.id === params.id) }
    },
    'DELETE /api/gifts/:id': ({ params }) => {
      gifts = gifts.filter((g) => g.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
}

// The page is a lazy chunk and these are long user flows: leave room for a loaded CI machine.
configure({ asyncUtilTimeout: 15_000 })

const statValue = (id: string) => within(screen.getByTestId(`gift-stat-${id}`)).getByTestId('stat-value').textContent

describe('GiftsPage', { timeout: 30_000 }, () => {
  it('shows the empty state, adds the first gift and updates the summary', async () => {
    const api = giftsApi()
    const { user } = renderApp('/app/gifts')

    expect(await screen.findByRole('heading', { name: 'Lista de Presentes' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Adicionar Primeiro Presente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Presente' })
    // The giver is asked only for a received gift.
    expect(within(dialog).queryByLabelText('Doador')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Informe o nome do presente.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/gifts')).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Nome do presente*'), 'Jogo de panelas')
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '1.459,90')
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'Recebido' }))
    await user.type(within(dialog).getByLabelText('Doador'), 'Tia Rosa')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Presente adicionado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/gifts')[0]?.body).toEqual({
      nome: 'Jogo de panelas',
      descricao: null,
      valor_cents: 145990,
      status: 'recebido',
      doador: 'Tia Rosa',
      cotas: 1,
    })
    const card = await screen.findByTestId('gift-card')
    expect(within(card).getByText('Jogo de panelas')).toBeInTheDocument()
    expect(within(card).getByText('Recebido')).toBeInTheDocument()
    expect(within(card).getByText('Tia Rosa')).toBeInTheDocument()
    expect(within(card).getByText('22/11/2026')).toBeInTheDocument()
    expect(statValue('total')).toBe('1')
    expect(statValue('recebidos')).toBe('1')
    expect(statValue('valor')).toBe('R$\u00a01.459,90')
  })

  it('edits a gift, dropping the giver when it is no longer received, and removes one', async () => {
    const api = giftsApi([
      gift({ id: 'a', nome: 'Liquidificador', valor_cents: 29990, status: 'recebido', doador: 'Tio Zé', data_recebimento: '2026-11-20T12:00:00Z' }),
      gift({ id: 'b', nome: 'Toalhas', valor_cents: 10000 }),
    ])
    const { user } = renderApp('/app/gifts')

    await user.click(await screen.findByRole('button', { name: 'Editar Liquidificador' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Presente' })
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('299,90')
    expect(within(dialog).getByLabelText('Doador')).toHaveValue('Tio Zé')
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'Doação' }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Presente atualizado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/gifts/a')[0]?.body).toMatchObject({ status: 'doacao', doador: null, valor_cents: 29990 })
    await waitFor(() => expect(statValue('recebidos')).toBe('0'))
    expect(statValue('valor')).toBe('R$\u00a0399,90')

    await user.click(screen.getByRole('button', { name: 'Excluir Toalhas' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover presente?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }))
    expect(await screen.findByText('Presente removido com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Toalhas')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/gifts/b')).toHaveLength(1)
  })

  it('reports load and save failures with the spec texts', async () => {
    const failing = { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } }
    giftsApi([], { 'GET /api/gifts': failing })
    renderApp('/app/gifts')
    expect(await screen.findByText('Não foi possível carregar os presentes.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument()
  })

  it('shows a save failure as the spec toast and the field under it', async () => {
    giftsApi([], {
      'POST /api/gifts': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Verifique os campos destacados.', fields: { valor_cents: 'too_large' } } },
      },
    })
    const { user } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'Adicionar Primeiro Presente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Presente' })
    await user.type(within(dialog).getByLabelText('Nome do presente*'), 'Casa')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Não foi possível salvar o presente.')).toBeInTheDocument()
    expect(within(dialog).getByText('Valor muito alto.')).toBeInTheDocument()
  })

  it('shows the tips and the disabled savings card', async () => {
    giftsApi()
    renderApp('/app/gifts')
    expect(await screen.findByText('Dicas de Presentes')).toBeInTheDocument()
    for (const room of ['Casa', 'Cozinha', 'Quarto', 'Banheiro']) expect(screen.getByText(room)).toBeInTheDocument()
    const savings = screen.getByTestId('savings-tips')
    expect(savings).toHaveAttribute('aria-disabled', 'true')
    expect(within(savings).getByRole('button', { name: 'Em breve' })).toBeDisabled()
  })
})

const gate = {
  status: 403,
  body: {
    error: {
      code: 'feature_not_available',
      message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
      details: { feature: 'pix_gifts', current_plan: 'essencial', current_plan_name: 'Essencial', upgrade_required: true },
    },
  },
}

const payload = '00020126360014br.gov.bcb.pix0114+55119876543215204000053039865802BR5914ANA CLARA JOAO6008BRASILIA62070503***6304ABCD'

describe('PIX dialog', { timeout: 30_000 }, () => {
  it('shows the gated card to an Essencial couple', async () => {
    const api = giftsApi([], { 'GET /api/pix': gate })
    const { user } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'PIX / QR Code' }))
    const dialog = await screen.findByRole('dialog', { name: 'PIX / QR Code' })
    const card = await within(dialog).findByTestId('gated-card')
    expect(within(card).getByText('Funcionalidade Premium')).toBeInTheDocument()
    expect(within(card).getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos')
    expect(within(dialog).queryByLabelText('Chave PIX*')).not.toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/pix')).toHaveLength(0)
  })

  it('shows a downgraded couple their saved key read-only under the gated card (issue 15)', async () => {
    const api = giftsApi([], {
      'POST /api/permission-check': essencialLacksFeature,
      'GET /api/pix': {
        status: 200,
        body: {
          pix: { tipo_chave: 'email', chave_pix: 'casal@exemplo.com', nome_beneficiario: 'Ana e João', updated_at: '2026-11-22T10:00:00Z', version: 1 },
          payload: null,
        },
      },
    })
    const { user } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'PIX / QR Code' }))
    const dialog = await screen.findByRole('dialog', { name: 'PIX / QR Code' })
    expect(await within(dialog).findByTestId('gated-card')).toHaveTextContent('Funcionalidade Premium')
    const saved = within(dialog).getByRole('region', { name: 'Chave PIX salva' })
    expect(saved).toHaveTextContent('Tipo de chave: E-mail')
    expect(saved).toHaveTextContent('Chave PIX: casal@exemplo.com')
    expect(saved).toHaveTextContent('Nome do beneficiário: Ana e João')
    expect(within(dialog).queryByLabelText('Chave PIX*')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Salvar e gerar QR Code' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check')[0]?.body).toEqual({ feature: 'pix_gifts' })
  })

  it('validates the key for its type, clears it on a type change, saves and shows the QR and payload', async () => {
    const api = giftsApi([], {
      'GET /api/session': { status: 200, body: { ...sessionBody(), wedding: { ...sessionBody().wedding, plan: { id: 'premium', name: 'Premium' } } } },
      'GET /api/pix': { status: 200, body: { pix: null, payload: null } },
      'PUT /api/pix': ({ body }) => ({
        status: 200,
        body: { pix: { ...(body as object), chave_pix: '+5511987654321', updated_at: '2026-11-22T18:00:00Z' }, payload },
      }),
    })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const { user } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'PIX / QR Code' }))
    const dialog = await screen.findByRole('dialog', { name: 'PIX / QR Code' })

    await user.click(await within(dialog).findByRole('combobox', { name: 'Tipo de chave' }))
    await user.click(await screen.findByRole('option', { name: 'CPF' }))
    await user.type(within(dialog).getByLabelText('Chave PIX*'), '123.456.789')
    await user.type(within(dialog).getByLabelText('Nome do beneficiário*'), 'Ana Clara & João')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e gerar QR Code' }))
    expect(await screen.findAllByText('Chave PIX inválida para o tipo CPF.')).not.toHaveLength(0)
    expect(api.callsTo('PUT', '/api/pix')).toHaveLength(0)

    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de chave' }))
    await user.click(await screen.findByRole('option', { name: 'Telefone' }))
    expect(within(dialog).getByLabelText('Chave PIX*')).toHaveValue('')
    await user.type(within(dialog).getByLabelText('Chave PIX*'), '(11) 98765-4321')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e gerar QR Code' }))

    expect(await screen.findByText('Informações PIX salvas com sucesso! Gerando QR Code...')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/pix')[0]?.body).toEqual({
      tipo_chave: 'telefone',
      chave_pix: '(11) 98765-4321',
      nome_beneficiario: 'Ana Clara & João',
      version: 0,
    })
    const img = await within(dialog).findByRole('img', { name: 'QR Code PIX para presentear o casal' })
    expect(img).toHaveAttribute('src', '/api/pix/qr.png?v=2026-11-22T18%3A00%3A00Z')
    expect(img).toHaveAttribute('width', '200')
    expect(within(dialog).getByLabelText('PIX copia e cola')).toHaveValue(payload)

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }))
    expect(writeText).toHaveBeenCalledWith(payload)
    expect(await screen.findByText('Copiado!')).toBeInTheDocument()
  })

  it("takes the other member's newer key into the fields not typed, keeps the typed one and saves on its version", async () => {
    let pix = { tipo_chave: 'email', chave_pix: 'ana@exemplo.com', nome_beneficiario: 'Ana', updated_at: '2026-11-22T18:00:00Z', version: 1 }
    const api = giftsApi([], {
      'GET /api/session': { status: 200, body: { ...sessionBody(), wedding: { ...sessionBody().wedding, plan: { id: 'premium', name: 'Premium' } } } },
      'GET /api/pix': () => ({ status: 200, body: { pix, payload } }),
      'PUT /api/pix': ({ body }) => ({ status: 200, body: { pix: { ...(body as object), updated_at: '2026-11-22T18:10:00Z', version: 3 }, payload } }),
    })
    const { user, queryClient } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'PIX / QR Code' }))
    const dialog = await screen.findByRole('dialog', { name: 'PIX / QR Code' })
    const name = within(dialog).getByLabelText('Nome do beneficiário*')
    await waitFor(() => expect(name).toHaveValue('Ana'))
    await user.clear(name)
    await user.type(name, 'Ana Clara')

    // Rafael saves another key; the realtime hint refetches it.
    pix = { ...pix, chave_pix: 'rafael@exemplo.com', nome_beneficiario: 'Rafael', updated_at: '2026-11-22T18:05:00Z', version: 2 }
    await queryClient.invalidateQueries({ queryKey: ['pix'] })
    await waitFor(() => expect(within(dialog).getByLabelText('Chave PIX*')).toHaveValue('rafael@exemplo.com'))
    expect(name).toHaveValue('Ana Clara')
    expect(within(dialog).getByRole('img', { name: 'QR Code PIX para presentear o casal' })).toHaveAttribute(
      'src',
      '/api/pix/qr.png?v=2026-11-22T18%3A05%3A00Z',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Salvar e gerar QR Code' }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/pix')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/pix')[0]?.body).toEqual({
      tipo_chave: 'email',
      chave_pix: 'rafael@exemplo.com',
      nome_beneficiario: 'Ana Clara',
      version: 2,
    })
  })

  it('shows a downgraded couple their wedding site read-only under the gated card (issue 15)', async () => {
    const site: WeddingSite = {
      slug: 'ana-e-rafael', published: true, has_password: false, historia: 'Nos conhecemos em 2019.', cerimonia_local: 'Igreja Matriz',
      cerimonia_endereco: null, cerimonia_horario: '16:00', festa_local: null, festa_endereco: null, festa_horario: null, traje: null, dicas: null,
      updated_at: '2026-11-20T12:00:00Z', version: 4,
    }
    const claim = {
      id: 'c1', gift_id: 'g1', gift_nome: 'Cafeteira', cota: 1, cotas: 2, txid: 'ACEITOTX1', valor_cents: 15000, nome: 'Tia Rosa',
      mensagem: 'Felicidades!', status: 'recebido', agradecimento_enviado: true, created_at: '2026-11-20T10:00:00Z',
      confirmed_at: '2026-11-20T11:00:00Z',
    }
    const waiting = {
      ...claim, id: 'c2', cota: 2, txid: 'ACEITOTX2', nome: 'Tio Beto', mensagem: null, status: 'aguardando', agradecimento_enviado: false,
      confirmed_at: null,
    }
    const api = giftsApi([], {
      'POST /api/permission-check': essencialLacksFeature,
      'GET /api/wedding-site': { status: 200, body: { site } },
      'GET /api/gift-claims': { status: 200, body: { claims: [waiting, claim] } },
    })
    renderApp('/app/gifts')
    const saved = await screen.findByTestId('wedding-site-read-only')
    expect(saved).toHaveTextContent(/^Site do casamentoSomente leitura: o site fica fora do ar/)
    expect(saved).toHaveTextContent(`Endereço${window.location.origin}/casamento/ana-e-rafael`)
    expect(saved).toHaveTextContent('Nossa históriaNos conhecemos em 2019.')
    expect(saved).toHaveTextContent('Cerimônia: localIgreja Matriz')
    expect(saved).toHaveTextContent('Cerimônia: horário16:00')
    expect(saved).not.toHaveTextContent('Traje')
    expect(screen.getAllByTestId('gated-card').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Editar site' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument()
    // The guests' claims stay listed too, read-only, below the site (gated means locked, never hidden).
    const claims = await screen.findByTestId('gift-claims-read-only')
    expect(saved.compareDocumentPosition(claims) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(claims).toHaveTextContent('Somente leitura: os PIX dos convidados e o que vocês marcaram continuam aqui.')
    const items = within(claims).getAllByTestId('gift-claim')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Tio Beto')
    expect(items[0]).toHaveTextContent('Aguardando confirmação')
    expect(items[1]).toHaveTextContent('Tia Rosa')
    expect(items[1]).toHaveTextContent('Recebido')
    expect(items[1]).toHaveTextContent('Agradecimento enviado')
    expect(within(claims).queryByRole('button')).not.toBeInTheDocument()
    expect(within(claims).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirmar recebimento' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Não recebi' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/gift-claims')).toHaveLength(1)
  })

  it("takes the other member's newer site into the untouched fields of an open site form", async () => {
    const base: Omit<WeddingSite, 'version'> = {
      slug: 'ana-e-rafael', published: false, has_password: false, historia: 'Nos conhecemos em 2019.', cerimonia_local: null,
      cerimonia_endereco: null, cerimonia_horario: null, festa_local: null, festa_endereco: null, festa_horario: null, traje: null, dicas: null,
      updated_at: '2026-11-20T12:00:00Z',
    }
    let site: WeddingSite = { ...base, version: 1 }
    const api = giftsApi([], {
      'GET /api/session': { status: 200, body: { ...sessionBody(), wedding: { ...sessionBody().wedding, plan: { id: 'premium', name: 'Premium' } } } },
      'GET /api/wedding-site': () => ({ status: 200, body: { site } }),
      'GET /api/gift-claims': { status: 200, body: { claims: [] } },
      'PUT /api/wedding-site': ({ body }) => ({ status: 200, body: { site: { ...base, ...(body as object), version: 3 } } }),
    })
    const { user, queryClient } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'Editar site' }))
    const form = await screen.findByRole('form', { name: 'Site do casamento' })
    await user.type(within(form).getByLabelText('Traje'), 'Esporte fino')

    // Rafael saves the ceremony's place; the realtime hint refetches the site.
    site = { ...site, cerimonia_local: 'Igreja Matriz', version: 2 }
    await queryClient.invalidateQueries({ queryKey: ['wedding-site'] })
    await waitFor(() => expect(within(form).getAllByLabelText('Local')[0]).toHaveValue('Igreja Matriz'))
    expect(within(form).getByLabelText('Traje')).toHaveValue('Esporte fino')

    await user.click(within(form).getByRole('button', { name: /Salvar/ }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/wedding-site')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/wedding-site')[0]?.body).toMatchObject({ cerimonia_local: 'Igreja Matriz', traje: 'Esporte fino', version: 2 })
  })

  it('reports a key the server refuses with the spec text', async () => {
    giftsApi([], {
      'GET /api/pix': { status: 200, body: { pix: null, payload: null } },
      'PUT /api/pix': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Chave PIX inválida para o tipo e-mail.', fields: { chave_pix: 'invalid' } } },
      },
    })
    const { user } = renderApp('/app/gifts')
    await user.click(await screen.findByRole('button', { name: 'PIX / QR Code' }))
    const dialog = await screen.findByRole('dialog', { name: 'PIX / QR Code' })
    await user.type(await within(dialog).findByLabelText('Chave PIX*'), 'casal@exemplo.com')
    await user.type(within(dialog).getByLabelText('Nome do beneficiário*'), 'Ana')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e gerar QR Code' }))
    expect(await screen.findAllByText('Chave PIX inválida para o tipo e-mail.')).toHaveLength(2)
  })
})
