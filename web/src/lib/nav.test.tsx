import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NavLink, useNavLocation } from './nav'

function Where() {
  const { hash, key } = useNavLocation()
  return (
    <p data-testid="where">
      {hash}|{key}
    </p>
  )
}

// Without the app's router (the landing's own entry, landing-main.tsx), links are plain anchors.
describe('lib/nav without a router', () => {
  it('follows a #hash of this page in place, with a new location each time, even the same anchor', () => {
    window.history.replaceState(null, '', '/')
    render(
      <>
        <NavLink to="/#planos">Planos</NavLink>
        <Where />
      </>,
    )
    const before = screen.getByTestId('where').textContent
    const link = screen.getByRole('link', { name: 'Planos' })
    expect(link).toHaveAttribute('href', '/#planos')

    expect(fireEvent.click(link)).toBe(false) // handled here: no page load
    expect(window.location.hash).toBe('#planos')
    const first = screen.getByTestId('where').textContent
    expect(first).not.toBe(before)
    expect(first?.startsWith('#planos|')).toBe(true)

    fireEvent.click(link)
    expect(screen.getByTestId('where').textContent).not.toBe(first)
  })

  it('follows a section link in place from a URL with a query (utm_… from an ad), dropping the query, and does not stack the same place twice', () => {
    window.history.replaceState(null, '', '/?utm_source=instagram')
    const entries = window.history.length
    render(<NavLink to="/#planos">Planos</NavLink>)
    const link = screen.getByRole('link', { name: 'Planos' })

    expect(fireEvent.click(link)).toBe(false) // no page load
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/#planos')
    expect(window.history.length).toBe(entries + 1)

    fireEvent.click(link) // the place already shown: Back still leaves it in one step
    expect(window.history.length).toBe(entries + 1)
  })

  it('leaves any other link to the browser: another page is a full page load', () => {
    window.history.replaceState(null, '', '/')
    render(<NavLink to="/auth">Entrar</NavLink>)
    const link = screen.getByRole('link', { name: 'Entrar' })
    // Seen after React's handler: not taken over; then stopped here (jsdom cannot load pages).
    let takenOver: boolean | undefined
    const stop = (event: MouseEvent) => {
      takenOver = event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', stop)
    fireEvent.click(link)
    window.removeEventListener('click', stop)
    expect(takenOver).toBe(false)
  })
})
