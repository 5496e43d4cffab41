// First: react-dom (loaded by Testing Library below) reads these globals when it loads.
import './polyfills'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'
import { resetResources } from '@/lib/resource'

// Lazy routes and chained queries take more than Testing Library's default 1 s (more than 5 s
// under load) to appear when the suite shares a 2-core CI machine with other work; waiting longer
// only slows failures.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  // Sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss()
  // The public reads (lib/resource) are module-level too: each test starts without answers.
  resetResources()
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
