import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { preloadLandingPage } from './app/router'
import { captureInstallPrompt } from './lib/pwa'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from index.html')
const container = root

// The browser's install offer comes once, as the page loads: kept for 'Instalar o Aceito'.
captureInstallPrompt()

function render() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// landing.html's first paint (the landing's top bar and hero) stays until the landing's chunk
// is here, so the first render replaces it with the page itself, not with a loading screen.
// Should the chunk fail to load, the app renders anyway (its router shows the error).
if (window.location.pathname === '/' && container.hasChildNodes()) {
  void preloadLandingPage().then(render, render)
} else {
  render()
}
