import { Link } from 'react-router'
import { BrandMark } from '@/components/brand'
import { Button } from '@/components/ui/button'

/** Any unknown path (spec: 'Oops! Page not found' and a link to the home page). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <title>Página não encontrada · Aceito</title>
      <BrandMark className="size-12" />
      <p className="font-serif text-7xl font-semibold text-primary">404</p>
      <h1 className="text-xl font-medium text-foreground">Oops! Page not found</h1>
      <Button asChild size="lg">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </main>
  )
}
