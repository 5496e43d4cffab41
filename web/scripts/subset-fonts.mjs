// Makes Inter, the body font, smaller where every page preloads it (issue 16: "subset or
// drop weights that aren't used"): fontsource's latin file with its weight axis cut to 400–900 (the
// app uses 400–700; <strong> inside 600 text asks for 900) and only the OpenType features the app
// uses (the shaping ones harfbuzz keeps, tabular-nums, and the body's 'cv11' and 'ss01'): 30 kB
// instead of 48 kB, the same glyphs and unicode-range. Inter's licence (OFL, beside the file) has
// no Reserved Font Name; Playfair Display's has one, which a modified font may not carry, so it
// stays fontsource's file. So do Inter's other subsets (latin-ext, cyrillic, …), loaded only for
// texts that need them (src/styles/inter.css).
//
// `node scripts/subset-fonts.mjs` writes src/assets/fonts/; `--check` fails when the file there differs
// from what the installed fontsource and subset-font make (src/styles/fonts.test.ts runs it).
import { readFile, writeFile } from 'node:fs/promises'
import subsetFont from 'subset-font'

const features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'rvrn', 'tnum', 'cv11', 'ss01']

const fontsource = new URL('../node_modules/@fontsource-variable/inter/', import.meta.url)
const source = new URL('files/inter-latin-wght-normal.woff2', fontsource)
const target = new URL('../src/assets/fonts/inter-latin-wght-400-900.woff2', import.meta.url)

// The latin face's unicode-range, read from fontsource's CSS (src/styles/inter.css declares the same).
async function latinText() {
  const css = await readFile(new URL('index.css', fontsource), 'utf8')
  const range = /inter-latin-wght-normal\.woff2[^}]*unicode-range: ([^;]+);/.exec(css)?.[1]
  if (!range) throw new Error("subset-fonts: no latin unicode-range in fontsource's index.css")
  let text = ''
  for (const part of range.split(',')) {
    const [first, last = first] = part.slice(2).split('-').map((hex) => parseInt(hex, 16))
    for (let c = first; c <= last; c++) text += String.fromCodePoint(c)
  }
  return text
}

const subset = await subsetFont(await readFile(source), await latinText(), {
  targetFormat: 'woff2',
  keepFeatures: features,
  variationAxes: { wght: { min: 400, max: 900 } },
})

if (process.argv.includes('--check')) {
  const kept = await readFile(target).catch(() => null)
  if (!kept || Buffer.compare(kept, subset) !== 0) {
    console.error(`subset-fonts: ${target.pathname} differs from what this script makes: run node scripts/subset-fonts.mjs`)
    process.exit(1)
  }
} else {
  await writeFile(target, subset)
  console.log(`${target.pathname}: ${subset.length} bytes`)
}
