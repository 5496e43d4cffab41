import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { preloadLandingPage, preloadPublicPage } from './app/router'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from index.html')
const container = root

function render() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// /auth's and /payment's chunks start loading now, beside the session check (router.tsx).
preloadPublicPage(window.location.pathname)

// landing.html's first paint (the landing's top bar and hero) stays until the landing's chunk
// is here, so the first render replaces it with the page itself, not with a loading screen.
// Should the chunk fail to load, the app renders anyway (its router shows the error).
if (window.location.pathname === '/' && container.hasChildNodes()) {
  void preloadLandingPage().then(render, render)
} else {
  render()
}
