import '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Title of the destructive toast shown when this query fails to load. */
      errorTitle?: string
    }
  }
}
