import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { PublicLayout } from './public-layout'

/** /payment: checkout arrives with the storefront issue. */
export function PaymentPage() {
  return (
    <PublicLayout>
      <title>Pagamento · Aceito</title>
      <div className="mx-auto max-w-lg px-4 py-20 sm:px-6">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <h1 className="font-serif text-3xl font-semibold">Em breve</h1>
            <p className="text-muted-foreground">O pagamento dos planos estará disponível em breve.</p>
            <Button asChild variant="outline">
              <Link to="/">Voltar ao início</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  )
}
