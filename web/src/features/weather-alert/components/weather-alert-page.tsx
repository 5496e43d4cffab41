import { CloudRain, CloudSun, MapPin, Search, Umbrella } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { GatedCard, PlanCheckFailed } from '@/components/gated-card'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError, FieldHint } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage, isApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { usePermission } from '@/lib/permission'
import { cn } from '@/lib/utils'
import { searchPlaces, useSaveVenue, useWeather, WEATHER_FEATURE, type Hour, type Place, type Weather } from '../api/weather'

/** The page's text when the forecast provider does not answer (never an error screen). */
export const UNAVAILABLE = 'Previsão indisponível no momento'

/**
 * /app/weather-alert 'Alerta de Chuva' (spec part 2 §2 'Rain alert', issue 12 §3), gated by
 * weather_alerts (Luxo): the couple picks the venue's city; from 16 days before the wedding the
 * page shows the day's chance and amount of rain, the hourly chance around the ceremony and a
 * verdict. The spec's placeholder texts stay as the header.
 */
export function WeatherAlertPage() {
  const permission = usePermission(WEATHER_FEATURE)
  const allowed = permission.data?.allowed === true
  // Loaded on every plan: a plan without the feature still sees the venue saved before, read-only
  // (issue 15: gated means locked, never hidden; the server answers 'locked' without a forecast).
  const weather = useWeather(permission.isSuccess)

  let body
  if (permission.isPending || (allowed && weather.isPending)) {
    body = (
      <div className="grid gap-4" aria-busy="true" aria-label="Carregando">
        <Skeleton className="h-56" />
        <Skeleton className="h-72" />
      </div>
    )
  } else if (permission.data && !permission.data.allowed) {
    const venue = weather.data?.venue ?? null
    body = (
      <>
        <GatedCard
          kind="feature"
          feature={WEATHER_FEATURE}
          message={permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.'}
          currentPlanName={permission.data.current_plan_name}
          upgradeRequired={permission.data.upgrade_required}
        />
        {venue && <ReadOnlyVenueCard venue={venue} weddingDate={weather.data?.wedding_date ?? null} />}
      </>
    )
  } else if (permission.isError) {
    body = <PlanCheckFailed />
  } else if (!weather.data) {
    body = <p className="rounded-xl bg-muted/60 p-4 text-sm">{errorMessage(weather.error, UNAVAILABLE)}</p>
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <VenueCard key={weather.data.venue?.updated_at ?? 'new'} weather={weather.data} />
        <ForecastCard weather={weather.data} />
      </div>
    )
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Alerta de Chuva" description="Previsão do tempo para o grande dia, com avisos se houver risco de chuva." />
      {body}
    </div>
  )
}

const placeLabel = (p: Pick<Place, 'name' | 'state' | 'country'>) => [p.name, p.state, p.country].filter(Boolean).join(', ')

/** The venue saved on a former plan, shown with no control: the alerts and the forecast are off. */
function ReadOnlyVenueCard({ venue, weddingDate }: { venue: NonNullable<Weather['venue']>; weddingDate: string | null }) {
  return (
    <Card data-testid="weather-read-only">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden="true" />
          Local do casamento
        </CardTitle>
        <CardDescription>
          Somente leitura: o local salvo continua aqui, sem previsão nem alertas. Para editá-lo e voltar a receber os alertas,
          escolham um plano com o Alerta de Chuva.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Cidade do casamento</dt>
            <dd className="font-medium">{placeLabel(venue)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Horário da cerimônia</dt>
            <dd className="font-medium">{venue.ceremony_time}</dd>
          </div>
          {weddingDate && (
            <div>
              <dt className="text-muted-foreground">Data do casamento</dt>
              <dd className="font-medium">{formatDate(weddingDate)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  )
}

function VenueCard({ weather }: { weather: Weather }) {
  const venue = weather.venue
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Place[] | null>(null)
  const [searching, setSearching] = useState(false)
  const [searchError, setSearchError] = useState<string | null>(null)
  const [picked, setPicked] = useState<Place | null>(venue)
  const [time, setTime] = useState(venue?.ceremony_time ?? '16:00')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const save = useSaveVenue()

  async function onSearch(event: FormEvent) {
    event.preventDefault()
    const q = query.trim()
    if (q.length < 2) {
      setSearchError('Digite ao menos 2 letras do nome da cidade.')
      return
    }
    setSearching(true)
    setSearchError(null)
    try {
      setResults(await searchPlaces(q))
    } catch (error) {
      setResults(null)
      setSearchError(errorMessage(error, 'Não foi possível buscar agora. Tente novamente.'))
    } finally {
      setSearching(false)
    }
  }

  function onSave(event: FormEvent) {
    event.preventDefault()
    if (!picked) {
      setFieldErrors({ name: 'Busquem e escolham a cidade do casamento.' })
      return
    }
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
      setFieldErrors({ ceremony_time: 'Informe o horário da cerimônia (HH:MM).' })
      return
    }
    setFieldErrors({})
    save.mutate(
      { ...picked, ceremony_time: time },
      {
        onSuccess: () => toast.success('Local salvo'),
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) setFieldErrors(error.fields)
          toast.error(errorMessage(error))
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden="true" />
          Local do casamento
        </CardTitle>
        <CardDescription>
          {venue ? `Previsão para ${placeLabel(venue)}, cerimônia às ${venue.ceremony_time}.` : 'Escolham a cidade onde será o casamento.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form role="search" aria-label="Buscar cidade" onSubmit={onSearch} className="grid gap-2">
          <Label htmlFor="weather-city">Cidade do casamento</Label>
          <div className="flex gap-2">
            <Input
              id="weather-city"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Ex.: Campinas"
              maxLength={80}
              autoComplete="off"
              aria-describedby={searchError ? 'weather-city-error' : undefined}
            />
            <Button type="submit" variant="outline" disabled={searching}>
              {searching ? <Spinner /> : <Search aria-hidden="true" />}
              Buscar
            </Button>
          </div>
          <FieldError id="weather-city-error">{searchError}</FieldError>
          {results && results.length === 0 && <p className="text-sm text-muted-foreground">Nenhuma cidade encontrada.</p>}
          {results && results.length > 0 && (
            <ul aria-label="Cidades encontradas" className="grid gap-1.5">
              {results.map((p) => {
                const selected = picked?.latitude === p.latitude && picked.longitude === p.longitude && picked.name === p.name
                return (
                  <li key={`${p.name}-${p.latitude}-${p.longitude}`}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => setPicked(p)}
                      className={cn(
                        'w-full rounded-xl border px-3 py-2 text-left text-sm transition-colors hover:bg-muted',
                        selected && 'border-primary bg-primary-soft',
                      )}
                    >
                      <span className="font-medium">{p.name}</span>
                      <span className="text-muted-foreground">{[p.state, p.country].filter(Boolean).map((s) => `, ${s}`)}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </form>
        <form onSubmit={onSave} className="grid gap-4" aria-label="Local e horário">
          <p className="text-sm">
            Cidade escolhida: <strong>{picked ? placeLabel(picked) : 'nenhuma'}</strong>
          </p>
          <FieldError>{fieldErrors.name ?? fieldErrors.latitude}</FieldError>
          <Field>
            <Label htmlFor="weather-time">Horário da cerimônia</Label>
            <Input
              id="weather-time"
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className="w-36"
              aria-describedby="weather-time-hint"
            />
            <FieldHint id="weather-time-hint">A previsão hora a hora mostra as horas em volta desse horário.</FieldHint>
            <FieldError>{fieldErrors.ceremony_time}</FieldError>
          </Field>
          <Button type="submit" disabled={save.isPending} className="justify-self-start">
            {save.isPending && <Spinner />}
            Salvar local
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

const bandStyle = {
  low: { variant: 'success', icon: CloudSun },
  moderate: { variant: 'warning', icon: Umbrella },
  high: { variant: 'destructive', icon: CloudRain },
} as const

const mm = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const formatMM = (x: number | null) => (x === null ? '—' : `${mm.format(x)} mm`)
const formatPct = (x: number | null) => (x === null ? '—' : `${x}%`)

function ForecastCard({ weather }: { weather: Weather }) {
  const { thresholds: t } = weather
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CloudRain className="size-5 text-primary" aria-hidden="true" />
          Previsão para o grande dia
        </CardTitle>
        {weather.wedding_date && <CardDescription>Casamento em {formatDate(weather.wedding_date)}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ForecastBody weather={weather} />
        <p className="text-xs text-muted-foreground">
          Avisamos no sino e por e-mail quando a chance de chuva subir de faixa e na véspera do casamento. Faixas: baixa abaixo de{' '}
          {t.moderate}%, moderada de {t.moderate}% a {t.high - 1}%, alta a partir de {t.high}% — na hora mais chuvosa entre{' '}
          {t.window_before_hours} h antes e {t.window_after_hours} h depois da cerimônia. Previsão: Open-Meteo.
        </p>
      </CardContent>
    </Card>
  )
}

function ForecastBody({ weather }: { weather: Weather }) {
  const from = weather.available_from ? formatDate(weather.available_from) : null
  switch (weather.state) {
    case 'no_date':
      return (
        <p className="text-sm">
          Informem a data do casamento no <Link to="/app/profile" className="font-medium text-primary underline">perfil</Link> para ver a previsão.
        </p>
      )
    case 'no_venue':
      return <p className="text-sm">Escolham a cidade do casamento para ver a previsão. Ela fica disponível a partir de {from}.</p>
    case 'too_early':
      return (
        <p className="rounded-xl bg-muted/60 p-4 text-sm">
          A previsão fica disponível a partir de <strong>{from}</strong>, 16 dias antes do casamento.
        </p>
      )
    case 'past':
      return <p className="text-sm">O dia do casamento já passou.</p>
    case 'unavailable':
      return <p className="rounded-xl bg-muted/60 p-4 text-sm font-medium">{UNAVAILABLE}</p>
    case 'ready':
      return weather.verdict && weather.forecast ? <Ready weather={weather} /> : <p className="text-sm">{UNAVAILABLE}</p>
    case 'locked': // the plan changed while the page was open: the next permission check shows the gated card
      return <p className="text-sm">{UNAVAILABLE}</p>
  }
}

function Ready({ weather }: { weather: Weather }) {
  const verdict = weather.verdict!
  const forecast = weather.forecast!
  const style = bandStyle[verdict.band]
  const Icon = style.icon
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={style.variant} className="px-3 py-1 text-sm">
          <Icon aria-hidden="true" />
          {verdict.text}
        </Badge>
        <span className="text-sm text-muted-foreground">até {verdict.probability}% perto da cerimônia</span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-muted/60 p-3" role="group" aria-label="Chance de chuva no dia">
          <dt className="text-xs text-muted-foreground">Chance de chuva no dia</dt>
          <dd className="font-serif text-2xl font-semibold">{formatPct(forecast.probability)}</dd>
        </div>
        <div className="rounded-xl bg-muted/60 p-3" role="group" aria-label="Chuva prevista no dia">
          <dt className="text-xs text-muted-foreground">Chuva prevista no dia</dt>
          <dd className="font-serif text-2xl font-semibold">{formatMM(forecast.precipitation_mm)}</dd>
        </div>
      </dl>
      <HourTable hours={verdict.hours} ceremony={weather.venue?.ceremony_time ?? ''} />
    </>
  )
}

function HourTable({ hours, ceremony }: { hours: Hour[]; ceremony: string }) {
  const ceremonyHour = ceremony.slice(0, 2)
  return (
    <table className="w-full text-sm" aria-label="Chance de chuva por hora perto da cerimônia">
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th className="py-1 font-medium">Hora</th>
          <th className="py-1 font-medium">Chance</th>
          <th className="py-1 text-right font-medium">Chuva</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((h) => (
          <tr key={h.time} className={cn('border-t', h.time.slice(0, 2) === ceremonyHour && 'bg-primary-soft/60 font-medium')}>
            <td className="py-1.5">
              {h.time}
              {h.time.slice(0, 2) === ceremonyHour && <span className="ml-2 text-xs text-primary">cerimônia</span>}
            </td>
            <td className="py-1.5">
              <span className="inline-flex items-center gap-2">
                <span className="hidden h-2 w-16 overflow-hidden rounded-full bg-muted sm:inline-block" aria-hidden="true">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${h.probability ?? 0}%` }} />
                </span>
                {formatPct(h.probability)}
              </span>
            </td>
            <td className="py-1.5 text-right tabular-nums">{formatMM(h.precipitation_mm)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
