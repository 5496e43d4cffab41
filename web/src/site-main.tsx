import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PublicSite } from './features/wedding-site/public/public-site'
import { readSite } from './features/wedding-site/public/site-api'
import './styles/site.css'

// The server sends site.html for /casamento/{slug}; the slug is the path's last segment.
const slug = decodeURIComponent(window.location.pathname.replace(/^\/casamento\//, '').replace(/\/$/, ''))
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from site.html')

// Read first, then render: until then #root keeps what the server painted (the site, or
// 'Carregando...'), which a render would replace with the page's 'Carregando...', so the guest
// would see the site, then 'Carregando...', then the site again (issue 16). Without a remembered
// password the read is the one the HTML preloads, under way since the page arrived.
void readSite(slug).then((initial) => {
  createRoot(root).render(
    <StrictMode>
      <PublicSite slug={slug} initial={initial} />
    </StrictMode>,
  )
})
