import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { carryToast } from '@/lib/carried-toast'
import { toast } from '@/lib/toast'
import { DeferredToaster } from './deferred-toaster'

// The public pages' toasts load sonner only when one is wanted (issue 16): a toast asked for
// before any touch mounts the host and shows; a toast carried across a page load shows at once.
describe('DeferredToaster', () => {
  it('mounts nothing until a toast, a touch or a key', () => {
    render(<DeferredToaster />)
    expect(screen.queryByRole('region', { name: /Avisos/ })).not.toBeInTheDocument()
  })

  it('shows a toast asked for through lib/toast before the host loaded', async () => {
    render(<DeferredToaster />)
    toast.error('Erro no login', { description: 'Email ou senha incorretos.' })
    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText('Email ou senha incorretos.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Avisos/ })).toBeInTheDocument()
  })

  it('shows a toast carried across a page load, once', async () => {
    carryToast({ title: 'Senha redefinida!', description: 'Entre com sua nova senha.' })
    render(<DeferredToaster />)
    expect(await screen.findByText('Senha redefinida!')).toBeInTheDocument()
    expect(sessionStorage.getItem('aceito-carried-toast')).toBeNull()
  })
})
