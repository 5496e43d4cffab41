import { Construction, Heart, Info, MessageCircle, MessagesSquare, Search, ShieldCheck, Sparkles, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import {
  communityRules,
  forumCategories,
  forumStats,
  relativeTime,
  sortOptions,
  visibleDiscussions,
  type SortOrder,
} from './forum-data'

/**
 * /app/forum (spec part 2 §2 'Community forum'): a preview of the feature in development.
 * Everything shown is sample content; nothing is read from or sent to the server.
 */
export function ForumPage() {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  const [order, setOrder] = useState<SortOrder>('recentes')
  const discussions = visibleDiscussions(search, category, order)
  const total = forumCategories.reduce((sum, c) => sum + c.count, 0)

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Fórum da Comunidade"
        description="Troquem experiências, dicas e indicações com outros casais."
        actions={
          <Badge variant="gold" className="px-3 py-1 text-sm">
            <Construction aria-hidden="true" />
            Em desenvolvimento
          </Badge>
        }
      />

      <div role="note" className="flex items-start gap-3 rounded-2xl border border-gold/40 bg-gold-soft/60 p-4 text-sm">
        <Info className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
        <p>
          <strong className="font-semibold">Prévia do fórum.</strong> O fórum da comunidade está em desenvolvimento: as
          discussões, categorias e números abaixo são exemplos para vocês conhecerem como ele vai funcionar.
        </p>
      </div>

      <section aria-label="Números da comunidade (exemplo)" className="grid grid-cols-3 gap-3 sm:gap-4">
        <Stat icon={MessagesSquare} label="Discussões" value={forumStats.discussions} />
        <Stat icon={Users} label="Online agora" value={forumStats.online} />
        <Stat icon={Sparkles} label="Novos posts" value={forumStats.newPosts} />
      </section>

      {/* Phone: categories, discussions, rules. Desktop: categories and rules in a sidebar. */}
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <aside aria-label="Categorias do fórum" className="lg:col-start-1 lg:row-start-1">
          <Card>
            <CardHeader>
              <CardTitle>Categorias</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1" aria-label="Categorias">
                <CategoryButton active={category === null} onClick={() => setCategory(null)} count={total}>
                  Todas
                </CategoryButton>
                {forumCategories.map((c) => (
                  <CategoryButton key={c.id} active={category === c.name} onClick={() => setCategory(c.name)} count={c.count}>
                    {c.name}
                  </CategoryButton>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>

        <div className="grid gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="forum-search">Buscar discussões</Label>
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                <Input
                  id="forum-search"
                  type="search"
                  placeholder="Buscar por tema, fornecedor, cidade…"
                  className="pl-9"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-2 sm:w-52">
              <Label htmlFor="forum-sort">Ordenar por</Label>
              <Select value={order} onValueChange={(value) => setOrder(value as SortOrder)}>
                <SelectTrigger id="forum-sort" className="h-11">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {sortOptions.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>

          {discussions.length === 0 ? (
            <p className="rounded-2xl border bg-card p-8 text-center text-sm text-muted-foreground shadow-soft">
              Nenhuma discussão de exemplo encontrada.
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Discussões de exemplo">
              {discussions.map((d) => (
                <li key={d.id}>
                  <Card className="p-4 sm:p-5">
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge>{d.category}</Badge>
                      <span>{relativeTime(d.hoursAgo)}</span>
                      <Badge variant="outline">Exemplo</Badge>
                    </div>
                    <h3 className="mt-2 font-serif text-lg leading-snug font-semibold">{d.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{d.excerpt}</p>
                    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                      <span className="font-medium text-foreground">{d.author}</span>
                      <span className="inline-flex items-center gap-1">
                        <MessageCircle className="size-4" aria-hidden="true" />
                        {d.replies} respostas
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Heart className="size-4" aria-hidden="true" />
                        {d.likes} curtidas
                      </span>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}

          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() =>
              toast.info('Fórum em desenvolvimento', {
                description: 'Mais discussões estarão disponíveis quando o fórum for lançado.',
              })
            }
          >
            Carregar mais discussões
          </Button>
        </div>

        <Card className="lg:col-start-1 lg:row-start-2">
          <RulesCard />
        </Card>
      </div>
    </div>
  )
}

function Stat({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: number }) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1 rounded-2xl border bg-card p-3 shadow-soft sm:p-5">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <p data-testid="forum-stat" className="font-serif text-2xl leading-none font-semibold tabular-nums sm:text-3xl">
        {value}
      </p>
      <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
    </div>
  )
}

function CategoryButton({ active, onClick, count, children }: { active: boolean; onClick: () => void; count: number; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={active}
        className={cn(
          'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          active && 'bg-primary-soft font-medium text-primary-soft-foreground',
        )}
      >
        <span>{children}</span>
        <span className="text-xs tabular-nums text-muted-foreground">{count}</span>
      </button>
    </li>
  )
}

function RulesCard() {
  return (
    <>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Regras da Comunidade
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
          {communityRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </CardContent>
    </>
  )
}
