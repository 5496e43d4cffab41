// First: react-dom (loaded by Testing Library below) reads these globals when it loads.
import './polyfills'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { twMerge } from 'tailwind-merge'
import { afterEach, beforeEach, expect } from 'vitest'
import { resetResources } from '@/lib/resource'
import { setClassMerger } from '@/lib/utils'

// Lazy routes and chained queries take more than Testing Library's default 1 s (more than 5 s
// under load) to appear when the suite shares a 2-core CI machine with other work; waiting longer
// only slows failures.
configure({ asyncUtilTimeout: 10_000 })

// The landing (landing.html), /auth and /payment (public.html) join classes without
// tailwind-merge (lib/utils): in their pages' tests, a class that tailwind-merge would have
// dropped (a conflict with a component's own class) fails the test. Everywhere else cn merges, as
// in the app.
const publicPageTests = [
  /\/src\/features\/auth\/(components\/(auth-page|confirm-sign-up-page|reset-password-page)|api\/)/,
  /\/src\/features\/checkout\//,
  /\/src\/lib\/use-form-rules\.test/,
  /\/src\/components\/mobile-menu-drawer\.test/,
  /\/src\/features\/landing\//,
  /\/src\/app\/landing-static\.test/,
  /\/src\/app\/public-static\.test/,
]
let conflicts: string[] = []
beforeEach(() => {
  conflicts = []
  const strict = publicPageTests.some((p) => p.test(expect.getState().testPath ?? ''))
  setClassMerger(
    strict
      ? (classes) => {
          const kept = new Set(twMerge(classes).split(' '))
          if (classes.split(/\s+/).some((c) => c !== '' && !kept.has(c))) conflicts.push(classes)
          return classes
        }
      : twMerge,
  )
})

afterEach(() => {
  cleanup()
  // Sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss()
  // The public reads (lib/resource) are module-level too: each test starts without answers.
  resetResources()
  if (conflicts.length > 0) {
    throw new Error(`cn joined conflicting classes on a public page (they load no tailwind-merge; lib/utils):\n${[...new Set(conflicts)].join('\n')}`)
  }
})

// jsdom lacks a few DOM APIs that Radix primitives (Select) call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false
  Element.prototype.setPointerCapture = () => undefined
  Element.prototype.releasePointerCapture = () => undefined
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
// jsdom does not implement scrolling; the router's scroll reset and the anchor scrolling call these.
window.scrollTo = () => undefined
