/**
 * A painted page's entry imports its React page after the paint (lib/after-first-paint). A deploy
 * between the HTML and that import leaves the old chunk's name pointing nowhere: reloadOnce loads
 * the page again once (the new HTML names the new files). A second failure, or a browser without
 * session storage (where a reload could loop), calls giveUp instead; the page then keeps its paint
 * unless giveUp replaces it. pageLoaded forgets the reload once the page has come.
 * loadPage, below, is how the entries use both.
 */
function reloadOnce(page: string, error: unknown, giveUp: () => void = () => {}): void {
  console.error(`${page}: the page could not load`, error)
  try {
    if (sessionStorage.getItem(reloadKey(page)) !== null) {
      giveUp()
      return
    }
    sessionStorage.setItem(reloadKey(page), '1')
  } catch {
    giveUp()
    return
  }
  window.location.reload()
}

/**
 * Loads a painted page's code (load), then runs it; a failure goes to reloadOnce. Every entry that
 * imports its page after the paint (the landing, the public pages, the guests' pages) starts so.
 */
export function loadPage<T>(page: string, load: () => Promise<T>, run: (loaded: T) => void, giveUp?: () => void): void {
  load().then(
    (loaded) => {
      pageLoaded(page)
      run(loaded)
    },
    (error: unknown) => reloadOnce(page, error, giveUp),
  )
}

function pageLoaded(page: string): void {
  try {
    sessionStorage.removeItem(reloadKey(page))
  } catch {
    // No storage: nothing was kept.
  }
}

const reloadKey = (page: string) => `aceito-${page}-reloaded`
