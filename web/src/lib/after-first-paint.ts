// A hidden tab paints nothing until it is shown: its code loads anyway after this long.
const PAINT_WAIT_MS = 2000

/**
 * Calls start once the page's first paint is on screen (the paint timing entry comes when its
 * frame is presented), so a painted page's React and code are fetched after that paint instead of
 * beside the HTML. Lighthouse's simulated slow 4G charges a paint with every request ended before
 * it: with React's 66 kB fetched beside the HTML, the landing's LCP was 2.0-2.1 s, after it
 * 1.5-1.65 s (issue 16: LCP <= 2.0 s). On a phone they start a frame later. The page React then
 * renders over the paint has the same text in the same fonts (the HTML preloads them), so its
 * heading is no larger, later LCP.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  window.setTimeout(once, PAINT_WAIT_MS)
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => window.setTimeout(once))
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    once()
  }).observe({ type: 'paint', buffered: true })
}
