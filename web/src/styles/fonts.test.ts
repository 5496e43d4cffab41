/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Each @font-face rule of css, as its descriptors by name. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries([...body.matchAll(/([\w-]+): ([^;]+);/g)].map(([, name = '', value = '']) => [name, value])),
  )
}

type Face = { family: string; weight: string; range: string; src: string }

function faces(css: string): Face[] {
  return fontFaces(css).map((face) => ({
    family: face['font-family'] ?? '',
    weight: face['font-weight'] ?? '',
    range: face['unicode-range'] ?? '',
    src: face.src ?? '',
  }))
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

// Metrics in font units, from capsize's collection (@capsizecss/metrics 4.3.0, read from the fonts'
// files): unitsPerEm, ascent and descent (hhea), line gap, and the average width of a latin text
// weighted by how often each letter occurs (xWidthAvg), which is what decides where lines wrap.
type Metrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number }
const inter: Metrics = { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 }
const playfair: Metrics = { unitsPerEm: 1000, ascent: 1082, descent: -251, lineGap: 0, xWidthAvg: 452 }
const widthOf = { arial: 913 / 2048, roboto: 911 / 2048, timesNewRoman: 832 / 2048, notoSerif: 481 / 1000 }

/** The descriptors that make a local font take the web font's widths and line metrics. */
function overrides(web: Metrics, fallbackWidth: number) {
  const size = web.xWidthAvg / web.unitsPerEm / fallbackWidth
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  return {
    'size-adjust': percent(size),
    'ascent-override': percent(web.ascent / web.unitsPerEm / size),
    'descent-override': percent(-web.descent / web.unitsPerEm / size),
    'line-gap-override': web.lineGap === 0 ? '0%' : percent(web.lineGap / web.unitsPerEm / size),
  }
}

/** fallback-fonts.css's faces by family, without their local fonts. */
function fallbackFaces(): Map<string, Record<string, string>> {
  const css = readFileSync('src/styles/fallback-fonts.css', 'utf8')
  return new Map(
    fontFaces(css).map(({ 'font-family': family = '', src: _src, ...descriptors }) => [family.replaceAll("'", ''), descriptors]),
  )
}

describe('fallback fonts', () => {
  it("scale each local font to its web font's widths and give it the web font's line metrics", () => {
    expect(fallbackFaces()).toEqual(
      new Map([
        ['Inter fallback', overrides(inter, widthOf.arial)],
        ['Inter fallback Android', overrides(inter, widthOf.roboto)],
        ['Playfair Display fallback', overrides(playfair, widthOf.timesNewRoman)],
        ['Playfair Display fallback Android', overrides(playfair, widthOf.notoSerif)],
      ]),
    )
  })
})
