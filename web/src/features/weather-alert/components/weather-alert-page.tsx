import { Bell, CloudRain, Construction, MapPin, Umbrella } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'

/**
 * /app/weather-alert (spec part 2 §2 'Rain alert'): the spec's placeholder. The forecast is not
 * built yet, so no plan sells it (issue 12: a promise is code) and every couple sees the same
 * honest 'em desenvolvimento' screen.
 */
export function WeatherAlertPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Alerta de Chuva" description="Previsão do tempo para o grande dia, com avisos se houver risco de chuva." />
      <UnderDevelopment />
    </div>
  )
}

const upcoming = [
  { icon: MapPin, text: 'Previsão para a data e o local da cerimônia e da festa, a partir do seu perfil.' },
  { icon: Umbrella, text: 'Aviso quando houver risco de chuva, com tempo para planejar tendas e um plano B.' },
  { icon: Bell, text: 'Alertas na central de notificações nos dias que antecedem o casamento.' },
] as const

function UnderDevelopment() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center sm:py-16">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
          <CloudRain className="size-8" aria-hidden="true" />
        </span>
        <Badge variant="gold">
          <Construction aria-hidden="true" />
          Em desenvolvimento
        </Badge>
        <h2 className="font-serif text-2xl font-semibold">O Alerta de Chuva está em desenvolvimento</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Ainda não faz parte de nenhum plano nem é cobrada. Vocês serão avisados pela central de notificações quando ela for
          lançada.
        </p>
        <ul className="mt-2 grid max-w-md gap-3 text-left text-sm">
          {upcoming.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-xl bg-muted/60 p-3">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
