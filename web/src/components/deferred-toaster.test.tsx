import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The public pages' toasts load sonner only when one is wanted (issue 16): a toast asked for
// before any touch mounts the host and shows; a toast carried across a page load shows at once.
// lib/toast keeps page-wide state (a toast was wanted), so each test loads fresh modules.
async function load() {
  const { DeferredToaster } = await import('./deferred-toaster')
  const { toast } = await import('@/lib/toast')
  const { carryToast } = await import('@/lib/carried-toast')
  return { DeferredToaster, toast, carryToast }
}

describe('DeferredToaster', () => {
  beforeEach(() => {
    vi.resetModules()
    sessionStorage.clear()
  })
  afterEach(() => {
    vi.doUnmock('@/components/app-toaster')
  })

  it('mounts nothing until a toast, a touch, a key or a focus', async () => {
    const { DeferredToaster } = await load()
    render(<DeferredToaster />)
    expect(screen.queryByRole('region', { name: /Avisos/ })).not.toBeInTheDocument()
  })

  it('shows a toast asked for through lib/toast before the host loaded', async () => {
    const { DeferredToaster, toast } = await load()
    render(<DeferredToaster />)
    act(() => toast.error('Erro no login', { description: 'Email ou senha incorretos.' }))
    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText('Email ou senha incorretos.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Avisos/ })).toBeInTheDocument()
  })

  it('shows a toast carried across a page load, once', async () => {
    const { DeferredToaster, carryToast } = await load()
    carryToast({ title: 'Senha redefinida!', description: 'Entre com sua nova senha.' })
    // The next page load (lib/carried-toast: the page that carried it never shows it).
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(performance.timeOrigin + 1)
    render(<DeferredToaster />)
    expect(await screen.findByText('Senha redefinida!')).toBeInTheDocument()
    expect(sessionStorage.getItem('aceito-carried-toast')).toBeNull()
  })

  // A screen reader's double tap sends focus and click, no pointerdown: the aria-live region must
  // exist before the first toast to announce it.
  it('mounts the toasts region when a field gets focus', async () => {
    const { DeferredToaster } = await load()
    render(
      <>
        <input aria-label="Email" />
        <DeferredToaster />
      </>,
    )
    fireEvent.focusIn(screen.getByLabelText('Email'))
    expect(await screen.findByRole('region', { name: /Avisos/ })).toBeInTheDocument()
  })

  it('mounts the toasts region at a click without a pointerdown', async () => {
    const { DeferredToaster } = await load()
    render(
      <>
        <button type="button">Entrar</button>
        <DeferredToaster />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('region', { name: /Avisos/ })).toBeInTheDocument()
  })

  it('keeps the page when the toasts chunk fails to load', async () => {
    vi.doMock('@/components/app-toaster', () => {
      throw new Error('chunk load failed')
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { DeferredToaster } = await load()
    render(
      <>
        <h1>Entrar</h1>
        <DeferredToaster />
      </>,
    )
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Entrar' }))
    await waitFor(() => expect(logged).toHaveBeenCalledWith('toaster: its chunk could not load', expect.anything()))
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
  })
})
