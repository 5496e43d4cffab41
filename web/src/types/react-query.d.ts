import '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Title of the destructive toast shown when this query fails to load. */
      errorTitle?: string
      /** Fixed description of that toast, instead of the server's message. */
      errorDescription?: string
    }
  }
}
