import { Crown, Heart, RotateCw, Sparkles, type LucideIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useGodparents } from '../api/godparents'
import type { Godparent } from '../api/schemas'
import { groupGodparents } from '../utils/groups'
import { DeleteGodparentDialog } from './delete-godparent-dialog'
import { GodparentForm } from './godparent-form'
import { GodparentList } from './godparent-list'

/** /app/godparents 'Padrinhos e Madrinhas' (spec part 2 §2 Godparents). */
export function GodparentsPage() {
  const query = useGodparents()
  const list = query.data
  const groups = useMemo(() => (list ? groupGodparents(list) : null), [list])
  // A snapshot taken when editing starts: a refetch meanwhile does not reset what is being typed.
  const [editing, setEditing] = useState<Godparent | null>(null)
  const [removing, setRemoving] = useState<Godparent | null>(null)
  const editingId = editing?.id ?? null

  const startEditing = (g: Godparent) => {
    setEditing(g)
    document.getElementById('godparent-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  const onRemoved = (g: Godparent) => {
    if (g.id === editingId) setEditing(null)
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Padrinhos e Madrinhas"
        description="Organize quem vai estar ao lado de vocês no altar e acompanhe as confirmações."
      />

      <section aria-label="Resumo dos padrinhos" className="grid grid-cols-3 gap-3 sm:gap-4">
        <Counter id="padrinhos" label="Padrinhos" value={groups?.padrinhos.length ?? null} icon={Crown} accent="bg-primary-soft text-primary" />
        <Counter id="madrinhas" label="Madrinhas" value={groups?.madrinhas.length ?? null} icon={Heart} accent="bg-gold-soft text-gold" />
        <Counter id="damas" label="Damas de Honra" value={groups?.damas.length ?? null} icon={Sparkles} accent="bg-success-soft text-success" />
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:sticky lg:top-6">
          <GodparentForm editing={editing} onDoneEditing={() => setEditing(null)} />
        </div>

        <div className="grid gap-6">
          {query.isPending ? (
            <ListsSkeleton />
          ) : query.isError && !list ? (
            <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : groups ? (
            <>
              <GodparentList
                title="Padrinhos"
                empty="Nenhum padrinho adicionado ainda."
                people={groups.padrinhos}
                editingId={editingId}
                onEdit={startEditing}
                onRemove={setRemoving}
              />
              <GodparentList
                title="Madrinhas"
                empty="Nenhuma madrinha adicionada ainda."
                people={groups.madrinhas}
                editingId={editingId}
                onEdit={startEditing}
                onRemove={setRemoving}
              />
              {groups.damas.length > 0 && (
                <GodparentList
                  title="Damas de Honra"
                  empty=""
                  people={groups.damas}
                  editingId={editingId}
                  onEdit={startEditing}
                  onRemove={setRemoving}
                />
              )}
            </>
          ) : null}
        </div>
      </div>

      <DeleteGodparentDialog
        person={removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        onRemoved={onRemoved}
      />
    </div>
  )
}

type CounterProps = { id: string; label: string; value: number | null; icon: LucideIcon; accent: string }

function Counter({ id, label, value, icon: Icon, accent }: CounterProps) {
  const labelId = `godparent-counter-${id}`
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2 rounded-2xl border bg-card p-3 shadow-soft sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11', accent)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        {value === null ? (
          <Skeleton className="h-8 w-10" />
        ) : (
          <p data-testid="counter-value" className="font-serif text-2xl leading-none font-semibold tabular-nums sm:text-3xl">
            {value}
          </p>
        )}
        <p id={labelId} className="mt-1 text-xs leading-snug font-medium text-muted-foreground sm:text-sm">
          {label}
        </p>
      </div>
    </div>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card py-12 text-center shadow-soft">
      <p className="font-medium">Não foi possível carregar os padrinhos e madrinhas.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </div>
  )
}

function ListsSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  )
}
