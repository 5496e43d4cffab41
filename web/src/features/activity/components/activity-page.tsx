import { ChevronLeft, ChevronRight, History } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api'
import { formatActivityTime, useActivity, type ActivityFilters } from '../api/activity'

/** The select's value for "no filter" (Radix items cannot have an empty value). */
const ALL = 'todos'

function filtersFrom(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page') ?? '1')
  return {
    user: params.get('user') ?? '',
    area: params.get('area') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/**
 * /app/activity ('Atividade', issue 14): who changed what and when in the wedding, newest
 * first, 30 a page, filterable by person and by area (kept in the address, so a bell
 * notification opens the list already filtered). Every member may read it.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const activity = useActivity(filters)
  const data = activity.data

  const setFilter = (key: 'user' | 'area', value: string) => {
    const next = new URLSearchParams(params)
    if (value === ALL) next.delete(key)
    else next.set(key, value)
    next.delete('page')
    setParams(next)
  }
  const goTo = (page: number) => {
    const next = new URLSearchParams(params)
    if (page <= 1) next.delete('page')
    else next.set('page', String(page))
    setParams(next)
  }
  const filtered = filters.user !== '' || filters.area !== ''

  let body
  if (activity.isPending) {
    body = (
      <div className="grid gap-3 p-4 sm:p-6" aria-label="Carregando atividade">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    )
  } else if (activity.isError) {
    body = (
      <p role="alert" className="p-6 text-center text-sm text-destructive">
        Não foi possível carregar a atividade. {errorMessage(activity.error)}
      </p>
    )
  } else if (data && data.items.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 p-10 text-center">
        <History className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{filtered ? 'Nenhuma atividade com estes filtros.' : 'Nenhuma atividade ainda.'}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          {filtered
            ? 'Escolha outra pessoa ou área, ou veja todas.'
            : 'Quando alguém do casamento alterar tarefas, orçamento, convidados ou outros dados, a alteração aparece aqui.'}
        </p>
      </div>
    )
  } else if (data) {
    body = (
      <ol className="divide-y" aria-label="Atividade do casamento">
        {data.items.map((item) => (
          <li key={item.id} className="grid gap-1 px-4 py-3 sm:px-6">
            <p className="wrap-anywhere">{item.text}</p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <time dateTime={item.created_at}>{formatActivityTime(item.created_at, data.time_zone)}</time>
              <Badge variant="outline">{item.area_label}</Badge>
            </p>
          </li>
        ))}
      </ol>
    )
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Atividade" description="Quem alterou o quê no casamento, da alteração mais recente para a mais antiga." />

      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <Field>
          <Label htmlFor="activity-person">Pessoa</Label>
          <Select value={filters.user || ALL} onValueChange={(v) => setFilter('user', v)}>
            <SelectTrigger id="activity-person">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas as pessoas</SelectItem>
              {data?.people.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.first_name}
                </SelectItem>
              ))}
              {filters.user !== '' && data && !data.people.some((p) => p.id === filters.user) && (
                <SelectItem value={filters.user}>Pessoa sem atividade</SelectItem>
              )}
            </SelectContent>
          </Select>
        </Field>
        <Field>
          <Label htmlFor="activity-area">Área</Label>
          <Select value={filters.area || ALL} onValueChange={(v) => setFilter('area', v)}>
            <SelectTrigger id="activity-area">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas as áreas</SelectItem>
              {data?.areas.map((a) => (
                <SelectItem key={a.key} value={a.key}>
                  {a.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      <Card>
        <CardContent className="p-0 sm:p-0">{body}</CardContent>
      </Card>

      {data && (data.page > 1 || data.has_more) && (
        <nav aria-label="Páginas da atividade" className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={filters.page <= 1} onClick={() => goTo(filters.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Mais recentes
          </Button>
          <span className="text-sm text-muted-foreground">Página {filters.page}</span>
          <Button variant="outline" disabled={!data.has_more} onClick={() => goTo(filters.page + 1)}>
            Mais antigas
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  )
}
