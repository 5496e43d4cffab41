/**
 * The invitation a signed-out visitor of the accept page is on its way to accept: kept in this
 * browser while they sign in or create an account (however that ends — the sign-up may go
 * through an e-mailed confirmation link), so the app brings them back to the accept page.
 */
const PENDING_KEY = 'aceito.convite-pendente'

export function rememberPendingInvitation(token: string) {
  try {
    localStorage.setItem(PENDING_KEY, token)
  } catch {
    // Private mode without storage: the e-mailed link still works when opened again.
  }
}

export function takePendingInvitation(): string | null {
  try {
    const token = localStorage.getItem(PENDING_KEY)
    if (token) localStorage.removeItem(PENDING_KEY)
    return token
  } catch {
    return null
  }
}

export function acceptPath(token: string): string {
  return `/aceitar-convite?token=${encodeURIComponent(token)}`
}
