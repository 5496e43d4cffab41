import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollToHash } from './use-scroll-to-hash'

// The page's size changes are reported by hand: jsdom lays nothing out.
const observers: Array<() => void> = []
class FakeResizeObserver {
  private active = true
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(() => {
      if (this.active) this.callback()
    })
  }
  unobserve() {}
  disconnect() {
    this.active = false
  }
}
const grow = () => act(() => observers.forEach((report) => report()))

function Page() {
  useScrollToHash()
  return <section id="notificacoes">Notificações</section>
}

describe('useScrollToHash', () => {
  let scrolled: ReturnType<typeof vi.fn>
  beforeEach(() => {
    observers.length = 0
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView']
    window.history.pushState(null, '', '/app/profile#notificacoes')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.pushState(null, '', '/')
  })

  const arrive = async () => {
    render(<Page />)
    // The first aim waits for a frame; the observer's first report is only the initial size.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    grow()
    expect(scrolled).toHaveBeenCalledTimes(1)
    scrolled.mockClear()
  }

  it('follows the anchor while the page above it changes size', async () => {
    await arrive()
    grow()
    expect(scrolled).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerdown', 'wheel', 'touchstart', 'keydown'])('stops following it at the first %s', async (type) => {
    await arrive()
    window.dispatchEvent(new Event(type))
    // A click that opens something makes the page taller: the visitor stays where they are.
    grow()
    expect(scrolled).not.toHaveBeenCalled()
  })
})
