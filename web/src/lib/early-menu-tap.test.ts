import { afterEach, describe, expect, it } from 'vitest'
import { listenForEarlyMenuTap, takeEarlyMenuTap } from './early-menu-tap'

describe("the landing's static 'Abrir menu'", () => {
  afterEach(() => document.body.replaceChildren())

  it('keeps a tap made before the menu could open, and answers it once', () => {
    document.body.innerHTML = '<div id="root"><button type="button" aria-label="Abrir menu"></button></div>'
    listenForEarlyMenuTap()
    expect(takeEarlyMenuTap()).toBe(false)
    document.querySelector('button')?.click()
    expect(takeEarlyMenuTap()).toBe(true)
    expect(takeEarlyMenuTap()).toBe(false)
  })
})
