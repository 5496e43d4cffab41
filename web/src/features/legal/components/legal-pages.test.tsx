import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, plansOk, siteBody, siteUnset } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import { publicSiteResource } from '@/lib/site'

async function open(path: string, site = siteUnset) {
  mockApi({ 'GET /api/plans': plansOk, 'GET /api/site': site })
  const rendered = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  await waitFor(() => expect(publicSiteResource.status()).toBe('success'))
  return rendered
}

describe('operator details in the footer', () => {
  it('shows no contact at all when the operator set none', async () => {
    await open('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).queryByRole('heading', { name: 'Contato' })).not.toBeInTheDocument()
    expect(within(footer).queryByRole('link', { name: /mailto|suporte/i })).not.toBeInTheDocument()
    for (const link of within(footer).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      expect(href).not.toBe('#')
      expect(href).not.toMatch(/example|0000|wa\.me|^tel:/)
    }
    expect(footer).not.toHaveTextContent(/CNPJ|São Paulo/)
  })

  it('shows the configured e-mail, phone, address and company', async () => {
    await open('/', { status: 200, body: siteBody() })
    const footer = screen.getByRole('contentinfo')
    // The answer renders as a transition (lib/resource), a moment after the read is done.
    expect(await within(footer).findByRole('link', { name: 'suporte@aceito.com.br' })).toHaveAttribute('href', 'mailto:suporte@aceito.com.br')
    expect(within(footer).getByRole('link', { name: 'Fale com o suporte' })).toHaveAttribute('href', 'mailto:suporte@aceito.com.br')
    expect(within(footer).getByRole('link', { name: '(11) 3456-7890' })).toHaveAttribute('href', 'tel:+551134567890')
    expect(within(footer).getByText('Av. Paulista, 1000 - São Paulo, SP')).toBeInTheDocument()
    expect(footer).toHaveTextContent('Aceito Tecnologia Ltda. · CNPJ 11.222.333/0001-81')
  })

  it('leads from the footer to the privacy policy', async () => {
    const { user, router } = await open('/')
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Política de Privacidade' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/privacidade')
  })
})

describe('legal pages', () => {
  it('names the controller, the processors, the retention, the rights and the DPO', async () => {
    await open('/privacidade', { status: 200, body: siteBody() })
    const controller = screen.getByRole('region', { name: '1. Quem é o controlador dos dados' })
    expect(controller).toHaveTextContent(
      'Aceito Tecnologia Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, com endereço em Av. Paulista, 1000 - São Paulo, SP',
    )
    expect(screen.getByRole('region', { name: '4. Com quem compartilhamos' })).toHaveTextContent(/Stripe.*e-mails.*armazenamento.*Open-Meteo/s)
    const retention = screen.getByRole('region', { name: '5. Por quanto tempo guardamos' })
    for (const text of ['7 dias', '30 dias', '180 dias', '12 meses depois da data do casamento', 'legislação fiscal']) {
      expect(retention).toHaveTextContent(text)
    }
    expect(screen.getByRole('region', { name: '3. Para que usamos os dados e com qual base legal' })).toHaveTextContent('art. 7º, V')
    expect(screen.getByRole('region', { name: '6. Os seus direitos e como exercê-los' })).toHaveTextContent('art. 18')
    const dpo = screen.getByRole('region', { name: '7. Encarregado pelo tratamento de dados (DPO)' })
    expect(dpo).toHaveTextContent('Maria Silva')
    expect(within(dpo).getByRole('link', { name: 'dpo@aceito.com.br' })).toHaveAttribute('href', 'mailto:dpo@aceito.com.br')
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('hides what the operator did not set', async () => {
    await open('/termos')
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '10. Contato' })).not.toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/CNPJ|undefined|null/)
    expect(within(screen.getByRole('article')).getAllByRole('link', { name: 'Política de Privacidade' })[0]).toHaveAttribute('href', '/privacidade')
  })
})
