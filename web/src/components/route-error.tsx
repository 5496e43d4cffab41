import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** Shown when a page fails to render or its code chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : null
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Algo deu errado · Aceito</title>
      <h1 className="font-serif text-3xl font-semibold">Algo deu errado</h1>
      <p className="text-muted-foreground">
        {status ? `Erro ${status}. ` : ''}Não foi possível exibir esta página. Tente recarregar.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button variant="outline" asChild>
          <Link to="/">Ir para o início</Link>
        </Button>
      </div>
    </main>
  )
}
