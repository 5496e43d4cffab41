import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppToaster } from '@/components/app-toaster'
import { carryToast, hasCarriedToast, takeCarriedToast } from './carried-toast'

// The next page load: the one that carried the toast keeps its own performance.timeOrigin.
function asTheNextPage(): void {
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(performance.timeOrigin + 1)
}

describe('carried toast', () => {
  it('is shown once by the next page’s toaster, then forgotten', async () => {
    carryToast({ title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta!' })
    asTheNextPage()
    render(<AppToaster />)
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(screen.getByText('Bem-vindo de volta!')).toBeInTheDocument()
    expect(takeCarriedToast()).toBeNull()
  })

  // The page that carried it may mount its own toaster before it is left (its code arriving late
  // on a slow phone): that toaster must leave the toast to the next page.
  it('is not shown by the page that carried it', async () => {
    carryToast({ title: 'Senha redefinida!', description: 'Entre com sua nova senha.' })
    expect(hasCarriedToast()).toBe(false)
    render(<AppToaster />)
    expect(await screen.findByRole('region', { name: /Avisos/ })).toBeInTheDocument()
    expect(screen.queryByText('Senha redefinida!')).not.toBeInTheDocument()
    asTheNextPage()
    expect(hasCarriedToast()).toBe(true)
    expect(takeCarriedToast()).toEqual({ title: 'Senha redefinida!', description: 'Entre com sua nova senha.' })
  })

  it('ignores what is not a toast', () => {
    sessionStorage.setItem('aceito-carried-toast', '{"title": 3}')
    expect(takeCarriedToast()).toBeNull()
    sessionStorage.setItem('aceito-carried-toast', 'not json')
    expect(takeCarriedToast()).toBeNull()
    expect(sessionStorage.getItem('aceito-carried-toast')).toBeNull()
  })
})
