/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type Face = { family: string; weight: string; range: string; src: string }

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => {
    const field = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(body)?.[1] ?? ''
    return { family: field('font-family'), weight: field('font-weight'), range: field('unicode-range'), src: field('src') }
  })
}

const fileOf = (src: string) => /([\w-]+)\.woff2/.exec(src)?.[1]

describe('fonts', () => {
  it('keeps src/assets/fonts/ Inter as scripts/subset-fonts.mjs makes it (run it after updating fontsource)', () => {
    const check = () => execFileSync(process.execPath, ['scripts/subset-fonts.mjs', '--check'], { stdio: 'pipe' })
    expect(check).not.toThrow()
  })

  it("declares fontsource's Inter faces, the latin one from our subset", () => {
    const ours = faces(readFileSync('src/styles/inter.css', 'utf8'))
    const theirs = faces(readFileSync('node_modules/@fontsource-variable/inter/index.css', 'utf8'))
    expect(ours).toHaveLength(theirs.length)
    theirs.forEach((face, i) => {
      const file = fileOf(face.src) ?? ''
      const our = ours[i] ?? { family: '', weight: '', range: '', src: '' }
      // Same family, weights and unicode-range, so the browser picks the same face for a character.
      expect({ ...our, src: '' }).toEqual({ ...face, src: '' })
      expect(fileOf(our.src)).toBe(file === 'inter-latin-wght-normal' ? file.replace('-normal', '-400-900') : file)
    })
  })
})
