/**
 * Number agreement for subjects written by people (docs/pt-br.md), as the server's
 * ptbr.PluralSubject: "Ana e Bruno", "Ana & Bruno", "Ana, Bruno e família" and "Os pais da noiva"
 * are plural; "Ana" and "Família Souza" are singular.
 */
export function isPluralSubject(subject: string): boolean {
  const text = subject.trim()
  const lower = text.toLowerCase()
  if (lower.startsWith('os ') || lower.startsWith('as ')) return true
  return lower.includes(' e ') || text.includes('&') || text.includes(',')
}

/** agree('Ana e Bruno', 'convida', 'convidam') → 'convidam'. */
export function agree(subject: string, singular: string, plural: string): string {
  return isPluralSubject(subject) ? plural : singular
}
