// Counts the hand-written request payload types of the web app (issue 17): each `export type
// …Payload|…Input|…Save = …` in a feature's api files or src/lib that is not tied to the types
// generated from api/openapi.yaml (Conforms<…>, Schemas[…], RequestBody<…>) nor derived from a zod
// form schema. `node scripts/count-api-types.mjs` prints them and the counts.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../src', import.meta.url))

async function* files(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) yield* files(p)
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'api-types.ts') yield p
  }
}

const tied = /Conforms<|Schemas\[|RequestBody<|components\[/
const derived = /^z\.(infer|input|output)</
let total = 0
const loose = []
for await (const file of files(root)) {
  const rel = relative(root, file)
  if (!(rel.startsWith('lib/') || /^features\/[^/]+\/(api\/|api\.ts)/.test(rel))) continue
  const lines = (await readFile(file, 'utf8')).split('\n')
  lines.forEach((line, i) => {
    const m = /^export type (\w+(?:Payload|Input|Save)) = ?(.*)$/.exec(line)
    if (!m) return
    // The definition runs to the next line that starts a top-level statement.
    let body = m[2]
    for (let j = i + 1; j < lines.length && /^(\s|[}>)&|])/.test(lines[j]); j++) body += '\n' + lines[j]
    if (derived.test(body.trim())) return
    total++
    if (!tied.test(body)) loose.push(`${rel}:${i + 1} ${m[1]}`)
  })
}
for (const l of loose) console.log(l)
console.log(`request payload types: ${total}; tied to the generated types: ${total - loose.length}; hand-written, not tied: ${loose.length}`)
