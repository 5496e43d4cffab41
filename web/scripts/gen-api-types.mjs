// Generates src/lib/api-types.ts from api/openapi.yaml (the API contract the Go tests enforce).
// `npm run gen:api` writes the file; `--check` exits 1 when the checked-in file is not what this
// produces (src/lib/api-types.test.ts runs it), so a changed contract reaches the web's type-check.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const specPath = fileURLToPath(new URL('../../api/openapi.yaml', import.meta.url))
export const outPath = fileURLToPath(new URL('../src/lib/api-types.ts', import.meta.url))

const banner = `/**
 * Generated from api/openapi.yaml by \`npm run gen:api\` (openapi-typescript). Do not edit:
 * change the document and run the script again.
 */

`

export async function generate() {
  // A default does not make a request field required: a body may leave it out and get the default.
  const ast = await openapiTS(await readFile(specPath, 'utf8'), { defaultNonNullable: false })
  return banner + astToString(ast)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const generated = await generate()
  if (process.argv.includes('--check')) {
    if ((await readFile(outPath, 'utf8')) !== generated) {
      console.error('src/lib/api-types.ts is not what api/openapi.yaml generates: run `npm run gen:api`.')
      process.exit(1)
    }
  } else {
    await writeFile(outPath, generated)
  }
}
