import { Copy, Mail, MapPinned, MessageCircle, Navigation } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { buildRouteLinks } from '../utils/route-links'

type Props = {
  civilAddress: string
  weddingAddress: string
  weddingLocation: string
}

/**
 * Share-routes card (part 2 §2, §7). Without an address it says what is missing ('Endereços não
 * informados', part 2 §4). Links are built in the browser; nothing is sent to the server.
 */
export function ShareRoutesCard({ civilAddress, weddingAddress, weddingLocation }: Props) {
  const links = buildRouteLinks({ civilAddress, weddingAddress, weddingLocation })
  if (!links) {
    return (
      <Card data-testid="share-routes-empty">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-muted text-muted-foreground">
              <MapPinned className="size-5" aria-hidden="true" />
            </span>
            <div>
              <CardTitle>Endereços não informados</CardTitle>
              <CardDescription>Adicione pelo menos um endereço para gerar os links de rota.</CardDescription>
            </div>
          </div>
        </CardHeader>
      </Card>
    )
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.message)
      toast.success('Links copiados!')
    } catch {
      toast.error('Erro ao copiar', { description: 'Não foi possível copiar os links. Tente novamente.' })
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <MapPinned className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Compartilhar rotas</CardTitle>
            <CardDescription>Envie aos convidados como chegar à cerimônia e à festa.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3" aria-label="Endereços">
          {links.places.map((place) => (
            <li key={place.label} className="flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-semibold">{place.label}</p>
                <p className="text-sm wrap-anywhere text-muted-foreground">{place.address}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={place.mapsUrl} target="_blank" rel="noopener noreferrer">
                    <MapPinned aria-hidden="true" />
                    Google Maps
                  </a>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a href={place.wazeUrl} target="_blank" rel="noopener noreferrer">
                    <Navigation aria-hidden="true" />
                    Waze
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild variant="secondary">
            <a href={links.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Enviar pelo WhatsApp
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href={links.mailtoUrl}>
              <Mail aria-hidden="true" />
              Enviar por e-mail
            </a>
          </Button>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copiar links
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
