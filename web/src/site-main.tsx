import { readSite } from './features/wedding-site/public/site-api'
import { afterFirstPaint } from './lib/after-first-paint'
import { loadPage } from './lib/reload-once'
import './styles/site.css'

// The server sends site.html for /casamento/{slug}; the slug is the path's last segment.
const slug = decodeURIComponent(window.location.pathname.replace(/^\/casamento\//, '').replace(/\/$/, ''))
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from site.html')
// Without a remembered password the read is the one the HTML preloads, under way since the page
// arrived: it starts at once.
const reading = readSite(slug)
// Read first, then render: until then #root keeps what the server painted (the site, or
// 'Carregando...'), which a render would replace with the page's 'Carregando...', so the guest
// would see the site, then 'Carregando...', then the site again (issue 16). React and the site
// come once that paint is on screen (lib/after-first-paint; the HTML preloads the fonts the
// render uses). A second failure to load leaves the painted site.
afterFirstPaint(() =>
  loadPage(
    'site',
    () => Promise.all([import('./features/wedding-site/public/render-site'), reading]),
    ([{ renderPublicSite }, initial]) => renderPublicSite(root, slug, initial),
  ),
)
