/** A tour screen's staggered entry: `animate-rise-in` starting `ms` later. */
export const delay = (ms: number) => ({ animationDelay: `${ms}ms` })
