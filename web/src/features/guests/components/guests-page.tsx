import { Download, FileUp, Mail, MessageCircle, RotateCw, SearchX, UserPlus, Users } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { findPlan } from '@/lib/plans'
import { usePlans } from '@/lib/plans-query'
import { useSession } from '@/lib/session'
import { useGuests } from '../api/get-guests'
import type { Guest } from '../api/schemas'
import { defaultGuestFilters, filterGuests, type GuestFilters as Filters } from '../utils/filter'
import { computeGuestStats } from '../utils/stats'
import { DeleteGuestDialog } from './delete-guest-dialog'
import { GuestFilters } from './guest-filters'
import { GuestFormDialog } from './guest-form-dialog'
import { GuestStatsCards } from './guest-stats'
import { GuestTable } from './guest-table'

// Loaded when the 'Gerar Convites' tab opens: the list does not pay for it.
const InvitationGenerator = lazy(async () => ({ default: (await import('./invitation-generator')).InvitationGenerator }))
// Loaded when 'Importar convidados' / 'Exportar lista' is pressed.
const GuestImportDialog = lazy(async () => ({ default: (await import('./guest-import-dialog')).GuestImportDialog }))
const GuestExportDialog = lazy(async () => ({ default: (await import('./guest-export-dialog')).GuestExportDialog }))

// The 'Confirmações' tab (personal links, WhatsApp, live RSVP counts), also on demand.
const RsvpPanel = lazy(async () => ({ default: (await import('./rsvp-panel')).RsvpPanel }))

type FormState = { open: false } | { open: true; guest: Guest | null }

/** /app/guests 'Lista de Convidados' (spec part 1 §2 Guests). */
export function GuestsPage() {
  const guestsQuery = useGuests()
  const guests = guestsQuery.data
  const [filters, setFilters] = useState<Filters>(defaultGuestFilters)
  const [form, setForm] = useState<FormState>({ open: false })
  const [removing, setRemoving] = useState<Guest | null>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)

  const stats = useMemo(() => (guests ? computeGuestStats(guests) : null), [guests])
  const visible = useMemo(() => (guests ? filterGuests(guests, filters) : []), [guests, filters])

  const openAdd = () => setForm({ open: true, guest: null })

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Lista de Convidados"
        description="Gerencie convidados, mesas e confirmações de presença."
        actions={
          <>
            <Button variant="outline" size="lg" onClick={() => setImporting(true)} className="flex-1 sm:flex-none">
              <FileUp aria-hidden="true" />
              Importar convidados
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => setExporting(true)}
              disabled={!guests || guests.length === 0}
              className="flex-1 sm:flex-none"
            >
              <Download aria-hidden="true" />
              Exportar lista
            </Button>
            <Button onClick={openAdd} size="lg" className="w-full sm:w-auto">
              <UserPlus aria-hidden="true" />
              Adicionar Convidado
            </Button>
          </>
        }
      />

      {guests && <GuestLimitLine count={guests.length} />}
      <GuestStatsCards stats={stats} />

      <Tabs defaultValue="lista">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="lista">
            <Users aria-hidden="true" />
            Lista de Convidados
          </TabsTrigger>
          <TabsTrigger value="convites">
            <Mail aria-hidden="true" />
            Gerar Convites
          </TabsTrigger>
          <TabsTrigger value="confirmacoes">
            <MessageCircle aria-hidden="true" />
            Confirmações
          </TabsTrigger>
        </TabsList>

        <TabsContent value="lista">
          <Card>
            <CardContent className="grid gap-5 pt-5 sm:pt-6">
              {guestsQuery.isPending ? (
                <GuestListSkeleton />
              ) : guestsQuery.isError && !guests ? (
                <LoadError onRetry={() => void guestsQuery.refetch()} retrying={guestsQuery.isFetching} />
              ) : guests && guests.length === 0 ? (
                <EmptyGuests onAdd={openAdd} />
              ) : (
                <>
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                    <GuestFilters value={filters} onChange={setFilters} />
                    <p className="text-sm text-muted-foreground" aria-live="polite">
                      {visible.length === guests?.length
                        ? `${visible.length} ${visible.length === 1 ? 'convidado' : 'convidados'}`
                        : `Mostrando ${visible.length} de ${guests?.length ?? 0}`}
                    </p>
                  </div>
                  {visible.length === 0 ? (
                    <NoMatches onClear={() => setFilters(defaultGuestFilters)} />
                  ) : (
                    <div className="md:-mx-6 md:border-t">
                      <GuestTable
                        guests={visible}
                        onEdit={(guest) => setForm({ open: true, guest })}
                        onRemove={setRemoving}
                      />
                    </div>
                  )}
                </>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="convites">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <InvitationGenerator guests={guests} />
          </Suspense>
        </TabsContent>

        <TabsContent value="confirmacoes">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <RsvpPanel guests={guests} />
          </Suspense>
        </TabsContent>
      </Tabs>

      <GuestFormDialog
        open={form.open}
        guest={form.open ? form.guest : null}
        onOpenChange={(open) => setForm(open && form.open ? form : { open: false })}
      />
      <DeleteGuestDialog guest={removing} onOpenChange={(open) => !open && setRemoving(null)} />
      <Suspense fallback={null}>
        {importing && <GuestImportDialog open onOpenChange={setImporting} />}
        {exporting && <GuestExportDialog open onOpenChange={setExporting} />}
      </Suspense>
    </div>
  )
}

function EmptyGuests({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-serif text-2xl font-semibold">Nenhum convidado ainda</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Comece a lista com as pessoas que vocês não podem deixar de fora do grande dia.
      </p>
      <Button variant="secondary" onClick={onAdd} className="mt-2">
        <UserPlus aria-hidden="true" />
        Adicionar primeiro convidado
      </Button>
    </div>
  )
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <SearchX className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">Nenhum convidado encontrado com esses filtros.</p>
      <Button variant="link" onClick={onClear}>
        Limpar filtros
      </Button>
    </div>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="font-medium">Não foi possível carregar a lista de convidados.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </div>
  )
}

function GuestListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  )
}

/**
 * 'N/50 convidados no plano Essencial': the plan's cap is visible before an add is refused
 * (issue 15). A plan without a cap shows nothing. The cap counts guest rows, as the server does.
 */
function GuestLimitLine({ count }: { count: number }) {
  const session = useSession()
  const plans = usePlans()
  const plan = findPlan(plans.data ?? [], session.data?.wedding?.plan.id)
  const cap = plan?.limits.guests
  if (!plan || cap === null || cap === undefined) return null
  return (
    <p data-testid="guest-limit" className={count >= cap ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
      {count}/{cap} convidados no plano {plan.name}
      {count >= cap ? ' — limite atingido' : ''}
    </p>
  )
}
