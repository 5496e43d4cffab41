// The /api/docs page: Swagger UI over the served contract. A page of its own (web/api-docs.html),
// so the app's bundle never carries the renderer, and the renderer is bundled, not fetched from a CDN.
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'

SwaggerUIBundle({
  url: '/api/openapi.yaml',
  dom_id: '#api-docs',
  deepLinking: true,
  // Reading, not calling: "Try it out" would send requests with the reader's session cookie.
  supportedSubmitMethods: [],
  // Swagger UI's validator badge asks an outside server to validate the document.
  validatorUrl: null,
})
