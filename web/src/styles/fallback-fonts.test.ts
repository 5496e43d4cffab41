/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

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

function declaredFaces(): Map<string, Record<string, string>> {
  const css = readFileSync('src/styles/fallback-fonts.css', 'utf8')
  const faces = new Map<string, Record<string, string>>()
  for (const [, body = ''] of css.matchAll(/@font-face \{([^}]*)\}/g)) {
    const fields = Object.fromEntries([...body.matchAll(/([\w-]+): ([^;]+);/g)].map(([, name = '', value = '']) => [name, value]))
    const { 'font-family': family = '', ...descriptors } = fields
    delete descriptors.src
    faces.set(family.replaceAll("'", ''), descriptors)
  }
  return faces
}

describe('fallback fonts', () => {
  it("scale each local font to its web font's widths and give it the web font's line metrics", () => {
    expect(declaredFaces()).toEqual(
      new Map([
        ['Inter fallback', overrides(inter, widthOf.arial)],
        ['Inter fallback Android', overrides(inter, widthOf.roboto)],
        ['Playfair Display fallback', overrides(playfair, widthOf.timesNewRoman)],
        ['Playfair Display fallback Android', overrides(playfair, widthOf.notoSerif)],
      ]),
    )
  })
})
