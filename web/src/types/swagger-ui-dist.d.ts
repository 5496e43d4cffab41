// swagger-ui-dist ships no types; this is the part /api/docs uses (src/api-docs-main.ts).
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type SwaggerUIOptions = {
    url: string
    dom_id: string
    deepLinking?: boolean
    supportedSubmitMethods?: string[]
    validatorUrl?: string | null
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown
  export default SwaggerUIBundle
}
