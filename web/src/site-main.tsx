import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PublicSite } from './features/wedding-site/public/public-site'
import './index.css'

// The server sends site.html for /casamento/{slug}; the slug is the path's last segment.
const slug = decodeURIComponent(window.location.pathname.replace(/^\/casamento\//, '').replace(/\/$/, ''))
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from site.html')

createRoot(root).render(
  <StrictMode>
    <PublicSite slug={slug} />
  </StrictMode>,
)
