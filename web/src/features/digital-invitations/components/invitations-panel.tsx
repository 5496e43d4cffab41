/**
 * Stand-in for the digital invitations panel of /app/events: the invitations branch replaces
 * this file with the real panel.
 */
export function InvitationsPanel() {
  return null
}
