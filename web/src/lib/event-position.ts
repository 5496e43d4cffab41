/**
 * Every signed-in API answer carries the server's realtime position taken before it read anything,
 * the session included (X-Aceito-Event-Position, '<instance>.<seq>'). The signed-in shell opens its stream from the
 * earliest one this page received (GET /api/events?since=): the server replays every change made
 * after it, or asks for a resync, so what the page read before its stream opened is not read again
 * (on one core that second read of every query delayed the page by seconds; issue 16).
 */
export const EVENT_POSITION_HEADER = 'X-Aceito-Event-Position'

type Position = { instance: string; seq: number }

// undefined: no answer carried one yet; null: the answers disagree (two server instances, or a
// malformed value), so no position covers every read.
let earliest: Position | null | undefined

/** Keeps value when it comes before every position seen so far; absent values are ignored. */
export function notePosition(value: string | null): void {
  if (value === null || earliest === null) return
  const match = /^([^.]+)\.(\d{1,15})$/.exec(value)
  if (!match) {
    earliest = null
    return
  }
  const next = { instance: match[1] ?? '', seq: Number(match[2]) }
  if (earliest === undefined || (earliest.instance === next.instance && next.seq < earliest.seq)) earliest = next
  else if (earliest.instance !== next.instance) earliest = null
}

/** The position that comes before every read this page made, or null when none is known. */
export function earliestPosition(): string | null {
  return earliest ? `${earliest.instance}.${earliest.seq}` : null
}

/** Tests start from a page that read nothing. */
export function forgetPositions(): void {
  earliest = undefined
}
