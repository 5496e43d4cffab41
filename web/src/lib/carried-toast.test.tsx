import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppToaster } from '@/components/app-toaster'
import { carryToast, takeCarriedToast } from './carried-toast'

describe('carried toast', () => {
  it('is shown once by the next page’s toaster, then forgotten', async () => {
    carryToast({ title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta!' })
    render(<AppToaster />)
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(screen.getByText('Bem-vindo de volta!')).toBeInTheDocument()
    expect(takeCarriedToast()).toBeNull()
  })

  it('ignores what is not a toast', () => {
    sessionStorage.setItem('aceito-carried-toast', '{"title": 3}')
    expect(takeCarriedToast()).toBeNull()
    sessionStorage.setItem('aceito-carried-toast', 'not json')
    expect(takeCarriedToast()).toBeNull()
    expect(sessionStorage.getItem('aceito-carried-toast')).toBeNull()
  })
})
