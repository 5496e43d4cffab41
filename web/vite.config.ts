/// <reference types="vitest/config" />
import { readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { constants, gzipSync } from 'node:zlib'
import { Scanner } from '@tailwindcss/oxide'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'

// The pages painted before their JS (the landing's hero, /auth's two tabs, /payment?plan=, and
// the guests' RSVP page and wedding site, which the server paints with their content): their
// stylesheet goes inline, so the HTML alone paints them. Linked, the stylesheet shared the
// phone's bandwidth with the fonts and the JS, and the page waited for it (issue 16, with
// Lighthouse's devtools throttling: /auth painted at 2.2 s linked, 1.0 s inline). Every other
// page (the app, whose stylesheet the browser then keeps) links it as before.
const inlineStylePages = ['landing.html', 'auth.html', 'auth-criar-conta.html', 'payment.html', 'rsvp.html', 'site.html']

// A painted page's HTML, gzipped, must come in a server's first round trip: TCP starts with 10
// segments (14,600 bytes, headers included), and a page one byte over waits a whole round trip
// more for its end, its paint with it (150 ms on Lighthouse's slow 4G; the landing was 15.6 kB
// with the server's 0.7 kB of headers, issue 16). The budget leaves 1.1 kB for the headers, the
// server's and a proxy's. The templates' comments, written for us (`<!-- Text … -->`), are dropped
// first; the marks the server paints between (`<!--paint-->`) and React's (`<!--$-->`, `<!-- -->`)
// start with no space or have no words, and stay.
const FIRST_ROUND_TRIP_GZIP_BYTES = 13_500

function inlineStylesheets(): Plugin {
  return {
    name: 'aceito:inline-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const page of inlineStylePages) {
        const html = bundle[page]
        if (html?.type !== 'asset' || typeof html.source !== 'string') {
          this.error(`inline-stylesheets: ${page} is not in the build`)
        }
        const links = [...html.source.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)]
        if (links.length !== 1) this.error(`inline-stylesheets: ${page} links ${links.length} stylesheets, expected 1`)
        const [link, file] = links[0]
        const css = bundle[file]
        if (css?.type !== 'asset') this.error(`inline-stylesheets: ${file} is not in the build`)
        const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source)
        if (/<\/style/i.test(text)) this.error(`inline-stylesheets: ${file} would end its <style> early`)
        // The link stays, disabled (so never fetched): Vite's loader of lazy chunks looks for it
        // and, not finding it, would fetch the same stylesheet again and hold the chunk until it came.
        const disabledLink = link.replace('>', ' disabled>')
        html.source = html.source
          .replace(link, () => `<style>${text}</style>${disabledLink}`)
          .replace(/[ \t]*<!--(\s[\s\S]*?)-->\n?/g, (comment, words: string) => (/[a-z]{3}/i.test(words) ? '' : comment))
        const size = gzipSync(html.source, { level: constants.Z_BEST_COMPRESSION }).length
        if (size > FIRST_ROUND_TRIP_GZIP_BYTES) {
          this.error(`inline-stylesheets: ${page} is ${size} bytes gzipped, over the ${FIRST_ROUND_TRIP_GZIP_BYTES} that come in a server's first round trip`)
        }
      }
    },
  }
}

// The pages painted before their JS have stylesheets of their own (src/styles/<entry>.css), built
// from the files their @source '…' lines list instead of the whole app: inlined in their HTML,
// 16–49 kB instead of the app's 84 kB, which a phone also parses and matches before its first
// paint (issue 16). Each entry's code, every module of its chunks, lazy ones too, and its HTML
// pages must use no Tailwind class its stylesheet's sources don't: otherwise the build fails,
// rather than a class styled in the app coming out bare on the page. (Only plain `@source '…'`
// lines are read: a `@source not` there would go unchecked.)
const pageStylesheets = [
  { stylesheet: 'src/styles/rsvp.css', entry: 'src/rsvp-main.tsx', pages: ['rsvp.html'] },
  { stylesheet: 'src/styles/site.css', entry: 'src/site-main.tsx', pages: ['site.html'] },
  { stylesheet: 'src/styles/landing.css', entry: 'src/landing-main.tsx', pages: ['landing.html'] },
  { stylesheet: 'src/styles/public.css', entry: 'src/public-main.tsx', pages: ['public.html', 'auth.html', 'auth-criar-conta.html', 'payment.html'] },
]

/** A build's chunks by file name, for the plugins below that follow their imports. */
function chunksByFile(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks.set(c.fileName, c)
  return chunks
}

function pageStylesheetsCoverTheirPages(): Plugin {
  const web = fileURLToPath(new URL('.', import.meta.url))
  return {
    name: 'aceito:page-stylesheets-cover-their-pages',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = chunksByFile(bundle)
      for (const { stylesheet, entry, pages } of pageStylesheets) {
        const first = [...chunks.values()].find((c) => c.moduleIds.includes(resolve(web, entry)))
        if (!first) this.error(`page-stylesheets: no chunk holds ${entry}`)
        const files = new Set(pages.map((page) => resolve(web, page)))
        const seen = new Set<string>()
        const todo = [first]
        for (let c = todo.pop(); c; c = todo.pop()) {
          if (seen.has(c.fileName)) continue
          seen.add(c.fileName)
          for (const id of c.moduleIds) if (id.startsWith(web) && !id.includes('/node_modules/') && !id.endsWith('.css')) files.add(id)
          for (const next of [...c.imports, ...c.dynamicImports]) todo.push(chunks.get(next) ?? this.error(`page-stylesheets: no chunk ${next}`))
        }
        const used = new Scanner({}).scanFiles([...files].map((file) => ({ content: readFileSync(file, 'utf8'), extension: extname(file).slice(1) })))
        const css = resolve(web, stylesheet)
        const sources = [...readFileSync(css, 'utf8').matchAll(/@source '([^']+)'/g)].map(([, path]) => {
          const full = resolve(dirname(css), path)
          return statSync(full).isDirectory()
            ? { base: full, pattern: '**/*', negated: false }
            : { base: dirname(full), pattern: basename(full), negated: false }
        })
        const listed = new Set(new Scanner({ sources }).scan())
        const missing = used.filter((candidate) => !listed.has(candidate))
        if (missing.length > 0) {
          const from = [...files].filter((f) => !sources.some((s) => f.startsWith(s.base + '/') && (s.pattern === '**/*' || basename(f) === s.pattern)))
          this.error(`page-stylesheets: ${stylesheet}'s @source lines miss what ${entry}'s pages use (${missing.slice(0, 12).join(' ')}); its files outside them: ${from.map((f) => f.slice(web.length)).join(', ')}`)
        }
      }
    },
  }
}

// The chunks of the painted pages' entry scripts are named painted-*.js, so that modulePreload
// (below) can tell the imports they make after the paint from the app's.
const paintedEntryScript = /[\\/]src[\\/](landing|public|rsvp|site)-main\.tsx$/
const chunkFileName = (chunk: Rolldown.PreRenderedChunk): string =>
  chunk.moduleIds.some((id) => paintedEntryScript.test(id)) ? 'assets/painted-[name]-[hash].js' : 'assets/[name]-[hash].js'

// What a painted page imports once painted (React, the page, their libraries; every chunk those
// imports reach statically) is marked for eager compilation, V8's per-file compile hint: Chromium
// then compiles each function while the file streams in, off the main thread, instead of on its
// first call, inside the hydration's slices (issue 16: TBT <= 100 ms). React DOM's first render
// compiled about 280 of its functions lazily on the main thread (V8's function log); in
// Lighthouse's landing runs React's tasks after the paint then came as one, not two or three over
// 50 ms (README: TBT's median 101 ms before, 52-73 after). Lazy chunks a page loads later (on a
// tap) stay lazily compiled, as does the app's own code, and so do files under 2 kB, whose
// functions compile in microseconds either way (the comment would cost /auth, at 99.1 kB of its
// 100, 0.8 kB more gzipped over its 30 files). The comment goes in after hashing, so a file's name
// does not change with it: nothing else changes either, only where V8 compiles.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
const COMPILE_HINT_MIN_BYTES = 2000

function compileHintsForPaintedPages(): Plugin {
  return {
    name: 'aceito:compile-hints-for-painted-pages',
    apply: 'build',
    // After Vite's own hooks, one of which puts a chunk's list of files to preload at its top: the
    // hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = chunksByFile(bundle)
        // The chunks holding the four entry scripts (public-main's is shared by its four pages).
        const painted = [...chunks.values()].filter((c) => c.moduleIds.some((id) => paintedEntryScript.test(id)))
        if (painted.length !== 4) this.error(`compile-hints: ${painted.map((c) => c.fileName).join(' ')}: expected 4 painted entry chunks`)
        const imported = new Map<string, Rolldown.OutputChunk>()
        const todo = painted.flatMap((c) => c.dynamicImports)
        for (let file = todo.pop(); file; file = todo.pop()) {
          if (imported.has(file)) continue
          const chunk = chunks.get(file) ?? this.error(`compile-hints: no chunk ${file}`)
          imported.set(file, chunk)
          todo.push(...chunk.imports)
        }
        if (![...imported.keys()].some((file) => /^assets\/react-[\w-]+\.js$/.test(file))) this.error("compile-hints: React is not among the painted pages' imports")
        for (const chunk of imported.values()) if (chunk.code.length >= COMPILE_HINT_MIN_BYTES) chunk.code = COMPILE_HINT + chunk.code
      },
    },
  }
}

// The built app is embedded in and served by the Go binary from the same origin,
// so API calls are relative (/api/...). In development Vite proxies them to the
// Go server on :8080.
export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheets(), pageStylesheetsCoverTheirPages(), compileHintsForPaintedPages()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:8080',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep every asset a separate file: the server's CSP forbids inline scripts,
    // and data: URLs for fonts would need a wider font-src.
    assetsInlineLimit: 0,
    // A painted page imports its page and React after its first paint (landing-main.tsx,
    // public-main.tsx, rsvp-main.tsx, site-main.tsx: chunks named painted-*.js). Vite would preload
    // each import's files by appending a <link rel=modulepreload> for every one in that one task: at
    // 4x CPU slowdown the landing's 24 were 134-200 ms in appendChild alone (Long Animation Frames
    // API), /payment's 45 a 150-300 ms task in Lighthouse (a trace: 49 ms of appendChild on this
    // machine's unthrottled CPU). Issue 16: TBT <= 100 ms. Only React's few files are preloaded, the
    // largest; the browser fetches the page's as it reads their imports (a throttled /payment was
    // ready 0-0.4 s later).
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostId }) =>
        /^assets\/painted-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => /^assets\/(react|render-app)-[\w-]+\.js$/.test(dep)) : deps,
    },
    // The pages: the app (index.html), the landing (landing.html, for /: its own entry with a first
    // paint of its hero, none of the app's router or shell), the guests' RSVP page (rsvp.html, /r/{token}) and the wedding site
    // (site.html, /casamento/{slug}); the guests' pages load none of the app's code (issue 13:
    // at most 100 kB of gzipped JS on a phone).
    rollupOptions: {
      // React, React DOM and its scheduler in one file that every page loads (and keeps cached):
      // left to the automatic chunking, they came in three to five files whose split moved with
      // every change of which entry imports what, each file's imports and exports adding bytes
      // (issue 16: at most 100 kB of gzipped JS; /auth has little left).
      output: {
        entryFileNames: chunkFileName,
        chunkFileNames: chunkFileName,
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        // / : the landing's own entry with a static first paint of its hero (issue 16).
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
        // /auth, /auth/confirmar, /auth/nova-senha, /payment, /payment-cancel: their own light
        // entry, none of the app's router, shell or pages (issue 16).
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
        // The same entry with a first paint of its page, for /auth (its two tabs) and /payment?plan=… (issue 16;
        // internal/app/spa.go picks them).
        auth: fileURLToPath(new URL('./auth.html', import.meta.url)),
        'auth-criar-conta': fileURLToPath(new URL('./auth-criar-conta.html', import.meta.url)),
        payment: fileURLToPath(new URL('./payment.html', import.meta.url)),
        rsvp: fileURLToPath(new URL('./rsvp.html', import.meta.url)),
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
        // /api/docs: the API's documentation (issue 17), its renderer in no other page's bundle.
        'api-docs': fileURLToPath(new URL('./api-docs.html', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Whole-page tests render the real router and lazy chunks; on a loaded 2-core machine 5 s
    // (the default) is too tight for the slowest of them.
    testTimeout: 20_000,
  },
})
