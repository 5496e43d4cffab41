import { LocateFixed, MapPin, Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { errorMessage, isApiError } from '@/lib/api'
import { useCreateCeremony, type CeremonyType } from '../api/ceremonies'
import {
  ceremonyTypeOptions,
  emptyVenueForm,
  mapsSearchUrl,
  MAP_LOCATION_INVALID,
  parseMapLocation,
  toVenuePayload,
  venueSearches,
  type Position,
  type VenueFormValues,
} from '../utils/ceremony'
import { VenueFields } from './venue-fields'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'Nova Cerimônia': find the venue on a map ('Locais Próximos') and fill it in ('Manual'). */
export function NewCeremonyDialog({ open, onOpenChange }: Props) {
  const [tab, setTab] = useState('proximos')
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTab('proximos')
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova Cerimônia</DialogTitle>
          <DialogDescription>
            Encontre o cartório ou a igreja e cadastre o local: a lista de documentos e tarefas é criada para vocês.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="w-full">
            <TabsTrigger value="proximos" className="flex-1">
              <LocateFixed aria-hidden="true" />
              Locais Próximos
            </TabsTrigger>
            <TabsTrigger value="manual" className="flex-1">
              <MapPin aria-hidden="true" />
              Manual
            </TabsTrigger>
          </TabsList>
          <TabsContent value="proximos">
            <NearbyVenues onManual={() => setTab('manual')} />
          </TabsContent>
          <TabsContent value="manual">
            {open && <ManualForm onDone={() => onOpenChange(false)} />}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}

type Located = { state: 'asking' } | { state: 'known'; position: Position } | { state: 'unknown' }

/** Asks the browser for the person's position once, to centre the maps search on it. */
function useCurrentPosition(): Located {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator
  const [located, setLocated] = useState<Located>(supported ? { state: 'asking' } : { state: 'unknown' })
  useEffect(() => {
    if (!supported) return
    let active = true
    navigator.geolocation.getCurrentPosition(
      (p) => active && setLocated({ state: 'known', position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      () => active && setLocated({ state: 'unknown' }),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    )
    return () => {
      active = false
    }
  }, [supported])
  return located
}

function NearbyVenues({ onManual }: { onManual: () => void }) {
  const located = useCurrentPosition()
  const position = located.state === 'known' ? located.position : null
  return (
    <div className="grid gap-4 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {located.state === 'asking'
          ? 'Procurando sua localização…'
          : located.state === 'known'
            ? 'A busca abre no mapa, centralizada onde você está.'
            : 'Sem acesso à sua localização: a busca abre no mapa sem centralizar. Inclua a cidade na busca, se precisar.'}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {venueSearches.map((s) => (
          <Button key={s.query} variant="outline" asChild>
            <a href={mapsSearchUrl(s.query, position)} target="_blank" rel="noopener noreferrer">
              <Search aria-hidden="true" />
              {s.label}
            </a>
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Encontrou o local? Copie o nome, o endereço e o link do local no mapa e{' '}
        <Button variant="link" className="h-auto p-0" onClick={onManual}>
          cadastre na aba Manual
        </Button>
        .
      </p>
    </div>
  )
}

function ManualForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCeremony()
  const [type, setType] = useState<CeremonyType>('civil')
  const [missing, setMissing] = useState({ name: false, address: false })
  const [emailError, setEmailError] = useState<string>()
  const [locationError, setLocationError] = useState<string>()
  const { register, handleSubmit } = useForm<VenueFormValues>({ defaultValues: emptyVenueForm })

  const onSubmit = handleSubmit((values) => {
    const position = parseMapLocation(values.location)
    const venue = toVenuePayload(values, position === 'invalid' ? null : position)
    setMissing({ name: values.venue_name.trim() === '', address: values.venue_address.trim() === '' })
    setEmailError(undefined)
    setLocationError(position === 'invalid' ? MAP_LOCATION_INVALID : undefined)
    if (!venue) {
      toast.error('Campos obrigatórios', { description: 'Por favor, informe o nome e endereço do local.' })
      return
    }
    if (position === 'invalid') return
    create.mutate(
      { ceremony_type: type, ...venue },
      {
        onSuccess: () => {
          toast.success('Documentação da cerimônia criada.')
          onDone()
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.venue_email) setEmailError('E-mail inválido')
          if (isApiError(error) && (error.fields.venue_location_lat || error.fields.venue_location_lng)) setLocationError(MAP_LOCATION_INVALID)
          toast.error('Erro ao salvar documentação da cerimônia.', { description: errorMessage(error) })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nova cerimônia" className="grid gap-4 pt-2">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tipo de cerimônia</legend>
        <div className="flex flex-wrap gap-2">
          {ceremonyTypeOptions.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="ceremony_type"
                value={o.value}
                checked={type === o.value}
                onChange={() => setType(o.value)}
                className="accent-primary"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <VenueFields idPrefix="new-venue" register={register} missing={missing} emailError={emailError} locationError={locationError} />
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          Salvar
        </Button>
      </DialogFooter>
    </form>
  )
}
