import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// lib/toast loads sonner at the first toast (issue 16). An import that fails (a dropped request, a
// deploy while the page is open) must not lose every later toast: the next toast tries again.
describe('lib/toast', () => {
  beforeEach(() => {
    vi.resetModules()
  })
  afterEach(() => {
    vi.doUnmock('sonner')
  })

  it('tries to load sonner again after a failed import', async () => {
    const error = vi.fn()
    let imports = 0
    vi.doMock('sonner', () => {
      imports += 1
      if (imports === 1) throw new Error('chunk load failed')
      return { toast: { error, success: vi.fn() } }
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { toast } = await import('./toast')

    toast.error('Erro no login', { description: 'Email ou senha incorretos.' })
    await waitFor(() => expect(logged).toHaveBeenCalledWith('toast: sonner could not load', expect.anything()))
    expect(error).not.toHaveBeenCalled()

    toast.error('Erro no login', { description: 'Email ou senha incorretos.' })
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro no login', { description: 'Email ou senha incorretos.' }))
  })
})
