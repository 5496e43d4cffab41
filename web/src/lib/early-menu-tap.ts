/**
 * landing.html (and payment.html) paint the top bar with the CSS alone, 'Abrir menu' included,
 * before the page's code has arrived (issue 16): a tap on that button then would do nothing. Their
 * entries listen to it first thing, and the menu, once mounted, opens for a tap made before it could.
 */
let tapped = false

export function listenForEarlyMenuTap(): void {
  document
    .querySelector<HTMLButtonElement>('#root button[aria-label="Abrir menu"]')
    ?.addEventListener('click', () => (tapped = true), { once: true })
}

/** Whether 'Abrir menu' was tapped before the menu could open; answers true once. */
export function takeEarlyMenuTap(): boolean {
  const was = tapped
  tapped = false
  return was
}
