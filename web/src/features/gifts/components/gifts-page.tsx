import {
  Bath,
  BedDouble,
  CheckCircle2,
  CookingPot,
  Gift as GiftIcon,
  HandCoins,
  Home,
  Lightbulb,
  Pencil,
  PiggyBank,
  Plus,
  QrCode,
  RotateCw,
  Trash2,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatBRL, formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useGifts } from '../api/gifts'
import { giftStatusLabels, type Gift, type GiftStatus } from '../api/schemas'
import { computeGiftStats } from '../utils/gift-stats'
import { DeleteGiftDialog } from './delete-gift-dialog'
import { GiftFormDialog } from './gift-form-dialog'
import { PixDialog } from './pix-dialog'

// The wedding site's cards (issue 13 §5–6) load after the list, as their own chunk.
const WeddingSiteCards = lazy(async () => {
  const m = await import('@/features/wedding-site/components/site-card')
  return {
    default: () => (
      <>
        <m.GiftClaimsCard />
        <m.WeddingSiteCard />
      </>
    ),
  }
})

type FormState = { open: false } | { open: true; gift: Gift | null }

/** /app/gifts 'Lista de Presentes' (part 2 §2 Gifts). */
export function GiftsPage() {
  const giftsQuery = useGifts()
  const gifts = giftsQuery.data
  const [form, setForm] = useState<FormState>({ open: false })
  const [removing, setRemoving] = useState<Gift | null>(null)
  const [pixOpen, setPixOpen] = useState(false)
  const stats = useMemo(() => (gifts ? computeGiftStats(gifts) : null), [gifts])

  const openAdd = () => setForm({ open: true, gift: null })

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Lista de Presentes"
        description="Organize os presentes do casamento e receba pelo PIX com um QR Code."
        actions={
          <>
            <Button variant="outline" size="lg" onClick={() => setPixOpen(true)} className="flex-1 sm:flex-none">
              <QrCode aria-hidden="true" />
              PIX / QR Code
            </Button>
            <Button size="lg" onClick={openAdd} className="flex-1 sm:flex-none">
              <Plus aria-hidden="true" />
              Adicionar Presente
            </Button>
          </>
        }
      />

      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <SummaryCard
          id="total"
          label="Total de Presentes"
          icon={GiftIcon}
          accent="bg-primary-soft text-primary"
          value={stats ? String(stats.total) : null}
        />
        <SummaryCard
          id="recebidos"
          label="Presentes Recebidos"
          icon={CheckCircle2}
          accent="bg-success-soft text-success"
          value={stats ? String(stats.received) : null}
        />
        <SummaryCard
          id="valor"
          label="Valor Total"
          icon={Wallet}
          accent="bg-gold-soft text-gold"
          value={stats ? formatBRL(stats.totalValueCents) : null}
        />
      </div>

      {giftsQuery.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando...
          </span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40 w-full" />
          ))}
        </div>
      ) : giftsQuery.isError && !gifts ? (
        <Card>
          <CardContent role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-medium">Não foi possível carregar os presentes.</p>
            <Button variant="outline" onClick={() => void giftsQuery.refetch()} disabled={giftsQuery.isFetching}>
              <RotateCw aria-hidden="true" className={giftsQuery.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : gifts && gifts.length === 0 ? (
        <EmptyGifts onAdd={openAdd} />
      ) : (
        <ul aria-label="Presentes" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gifts?.map((gift) => (
            <li key={gift.id}>
              <GiftCard gift={gift} onEdit={() => setForm({ open: true, gift })} onRemove={() => setRemoving(gift)} />
            </li>
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        <WeddingSiteCards />
      </Suspense>

      <div className="grid gap-4 lg:grid-cols-2">
        <GiftTipsCard />
        <SavingsTipsCard />
      </div>

      <GiftFormDialog
        open={form.open}
        gift={form.open ? form.gift : null}
        onOpenChange={(open) => setForm(open && form.open ? form : { open: false })}
      />
      <DeleteGiftDialog gift={removing} onOpenChange={(open) => !open && setRemoving(null)} />
      <PixDialog open={pixOpen} onOpenChange={setPixOpen} />
    </div>
  )
}

type SummaryCardProps = { id: string; label: string; value: string | null; icon: LucideIcon; accent: string }

function SummaryCard({ id, label, value, icon: Icon, accent }: SummaryCardProps) {
  const labelId = `gift-stat-${id}-label`
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-testid={`gift-stat-${id}`}
      className="flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', accent)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {value === null ? (
          <Skeleton className="mt-1 h-8 w-16" />
        ) : (
          <p data-testid="stat-value" className="font-serif text-2xl leading-tight font-semibold tabular-nums sm:text-3xl">
            {value}
          </p>
        )}
      </div>
    </div>
  )
}

const statusVariant: Record<GiftStatus, 'outline' | 'success' | 'gold'> = {
  pendente: 'outline',
  recebido: 'success',
  doacao: 'gold',
}

function GiftCard({ gift, onEdit, onRemove }: { gift: Gift; onEdit: () => void; onRemove: () => void }) {
  return (
    <Card className="flex h-full flex-col" data-testid="gift-card">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0 text-lg wrap-anywhere">{gift.nome}</CardTitle>
          <Badge variant={statusVariant[gift.status]} className="shrink-0">
            {gift.status === 'recebido' && <CheckCircle2 aria-hidden="true" />}
            {gift.status === 'doacao' && <HandCoins aria-hidden="true" />}
            {giftStatusLabels[gift.status]}
          </Badge>
        </div>
        {gift.descricao && <CardDescription className="wrap-anywhere whitespace-pre-line">{gift.descricao}</CardDescription>}
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <dl className="grid gap-1 text-sm">
          {gift.valor_cents !== null && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Valor</dt>
              <dd className="font-semibold tabular-nums">{formatBRL(gift.valor_cents)}</dd>
            </div>
          )}
          {gift.cotas > 1 && gift.valor_cents !== null && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Cotas</dt>
              <dd className="tabular-nums">
                {gift.cotas} × {formatBRL(gift.valor_cents / gift.cotas)}
              </dd>
            </div>
          )}
          {gift.doador && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Doador</dt>
              <dd className="min-w-0 text-right wrap-anywhere">{gift.doador}</dd>
            </div>
          )}
          {gift.data_recebimento && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Recebido em</dt>
              <dd className="tabular-nums">{formatDate(gift.data_recebimento)}</dd>
            </div>
          )}
        </dl>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Editar ${gift.nome}`}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-destructive hover:bg-destructive-soft hover:text-destructive"
            onClick={onRemove}
            aria-label={`Excluir ${gift.nome}`}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function EmptyGifts({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <GiftIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="font-serif text-2xl font-semibold">Nenhum presente cadastrado</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Monte a lista com os presentes que vocês sonham receber e acompanhe o que já chegou.
        </p>
        <Button variant="secondary" onClick={onAdd} className="mt-2">
          <Plus aria-hidden="true" />
          Adicionar Primeiro Presente
        </Button>
      </CardContent>
    </Card>
  )
}

const giftTips: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Home, title: 'Casa', text: 'Aspirador de pó, jogo de toalhas de mesa, luminárias e organizadores.' },
  { icon: CookingPot, title: 'Cozinha', text: 'Jogo de panelas, liquidificador, air fryer, faqueiro e jogo de jantar.' },
  { icon: BedDouble, title: 'Quarto', text: 'Jogo de cama, edredom, travesseiros e cobertores.' },
  { icon: Bath, title: 'Banheiro', text: 'Jogo de toalhas de banho, roupões, tapetes e kit de organização.' },
]

function GiftTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-gold" aria-hidden="true" />
          Dicas de Presentes
        </CardTitle>
        <CardDescription>Ideias para montar uma lista completa.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {giftTips.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl bg-muted/60 p-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/** The disabled 'savings tips' card: not available yet (part 2 §2). */
function SavingsTipsCard() {
  return (
    <Card aria-disabled="true" data-testid="savings-tips" className="opacity-70">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <PiggyBank className="size-5 text-muted-foreground" aria-hidden="true" />
            Dicas de Economia
          </CardTitle>
          <Badge variant="outline">Em breve</Badge>
        </div>
        <CardDescription>Em breve: dicas para economizar na lista de presentes e no grande dia.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled className="w-full">
          Em breve
        </Button>
      </CardContent>
    </Card>
  )
}
