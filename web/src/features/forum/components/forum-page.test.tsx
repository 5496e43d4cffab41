import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

async function openForum() {
  const api = mockApi({ 'GET /api/session': signedIn })
  const rendered = renderApp('/app/forum')
  await screen.findByRole('heading', { name: 'Fórum da Comunidade', level: 1 })
  return { ...rendered, api }
}

function titles() {
  return within(screen.getByRole('list', { name: 'Discussões de exemplo' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
}

describe('forum preview', () => {
  it('is marked as a preview and shows the sample counts, categories and rules without calling the server', async () => {
    const { api } = await openForum()

    expect(screen.getByText('Em desenvolvimento')).toBeInTheDocument()
    expect(screen.getByText('Prévia do fórum.')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Discussões' })).getByTestId('forum-stat')).toHaveTextContent('156')
    expect(within(screen.getByRole('group', { name: 'Online agora' })).getByTestId('forum-stat')).toHaveTextContent('43')
    expect(within(screen.getByRole('group', { name: 'Novos posts' })).getByTestId('forum-stat')).toHaveTextContent('12')

    const categories = within(screen.getByRole('list', { name: 'Categorias' })).getAllByRole('button')
    expect(categories[0]).toHaveTextContent('Todas156')
    expect(categories).toHaveLength(7)
    expect(screen.getByRole('heading', { name: 'Regras da Comunidade' })).toBeInTheDocument()
    expect(titles()).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Carregar mais discussões' })).toBeInTheDocument()
    // Only the shell's session, notifications, plans (the menu's locks), onboarding state and
    // presence were asked for: all forum data is hard-coded.
    const shell = ['/api/session', '/api/notifications', '/api/plans', '/api/onboarding', '/api/presence']
    expect(api.calls.filter((c) => !shell.includes(c.path))).toEqual([])
  })

  it('searches, filters by category and sorts the sample discussions', async () => {
    const { user } = await openForum()

    expect(titles()[0]).toBe('Quanto tempo antes vocês contrataram o buffet?')
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }))
    await user.click(await screen.findByRole('option', { name: 'Mais comentadas' }))
    expect(titles()[0]).toBe('Planilha de orçamento: como dividir os gastos entre as famílias?')
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }))
    await user.click(await screen.findByRole('option', { name: 'Mais populares' }))
    expect(titles()[0]).toBe('Decoração rústica gastando pouco: ideias que deram certo')

    await user.type(screen.getByLabelText('Buscar discussões'), 'decoracao')
    expect(titles()).toEqual(['Decoração rústica gastando pouco: ideias que deram certo'])
    await user.clear(screen.getByLabelText('Buscar discussões'))

    await user.click(screen.getByRole('button', { name: /Lua de Mel/ }))
    expect(titles()).toEqual(['Destinos de lua de mel no Nordeste fora da alta temporada'])

    await user.click(screen.getByRole('button', { name: 'Carregar mais discussões' }))
    expect(await screen.findByText('Fórum em desenvolvimento')).toBeInTheDocument()
  })
})
