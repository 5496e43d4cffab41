/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('api-types.ts', () => {
  it('is what api/openapi.yaml generates (run `npm run gen:api` after changing the document)', () => {
    const check = () => execFileSync(process.execPath, ['scripts/gen-api-types.mjs', '--check'], { stdio: 'pipe' })
    expect(check).not.toThrow()
  })
})
