import { CloudRain, Construction, MapPin, RotateCw, Umbrella, Bell } from 'lucide-react'
import { GatedCard } from '@/components/gated-card'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePermission } from '@/lib/permission'

const FEATURE = 'weather_alerts'

/**
 * /app/weather-alert (spec part 2 §2 'Rain alert'): a placeholder behind the plan feature
 * weather_alerts. Plans without it see the gated card; Luxo sees the 'em desenvolvimento' screen.
 */
export function WeatherAlertPage() {
  const permission = usePermission(FEATURE)
  return (
    <div className="grid gap-6">
      <PageHeader title="Alerta de Chuva" description="Previsão do tempo para o grande dia, com avisos se houver risco de chuva." />
      {permission.isPending ? (
        <Skeleton className="h-64 w-full" aria-busy="true" />
      ) : permission.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card py-12 text-center shadow-soft">
          <p className="font-medium">Não foi possível verificar o acesso do seu plano.</p>
          <Button variant="outline" onClick={() => void permission.refetch()} disabled={permission.isFetching}>
            <RotateCw aria-hidden="true" className={permission.isFetching ? 'animate-spin' : undefined} />
            Tentar novamente
          </Button>
        </div>
      ) : permission.data.allowed ? (
        <UnderDevelopment />
      ) : (
        <GatedCard
          kind="feature"
          message={permission.data.message ?? 'Esta funcionalidade não está disponível no seu plano atual.'}
          currentPlanName={permission.data.current_plan_name}
          upgradeRequired={permission.data.upgrade_required}
          className="mx-auto w-full max-w-xl"
        />
      )}
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
          Esta funcionalidade faz parte do seu plano e estará disponível em breve. Vocês serão avisados assim que ela for
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
