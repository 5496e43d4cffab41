/**
 * The simple merge of a version conflict (issue 14) for a flat form: fields this person changed
 * since the version the form was built from keep their value; every other field takes the
 * server's current value. Values are compared as JSON, so arrays (tags) and nulls compare by value.
 */
export function mergeFields<T extends Record<string, unknown>>(base: T, mine: T, server: T): T {
  const out = { ...server }
  for (const key of Object.keys(mine) as (keyof T)[]) {
    if (JSON.stringify(mine[key]) !== JSON.stringify(base[key])) out[key] = mine[key]
  }
  return out
}
