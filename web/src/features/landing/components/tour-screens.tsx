import { Bell, Check, Clock, Gift, Plane, QrCode, Users, Wallet } from './icons'
import { formatBRL } from '@/lib/format'
import { cn } from '@/lib/utils'

/*
 * Illustrated app screens for the product tour: plain HTML/CSS with sample data, no images.
 * Entry animations use `animate-rise-in` with staggered delays; the global
 * prefers-reduced-motion rule in index.css shortens them to nothing.
 */

const delay = (ms: number) => ({ animationDelay: `${ms}ms` })

function ScreenTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="animate-rise-in">
      <p className="font-serif text-lg font-semibold sm:text-xl">{title}</p>
      <p className="text-xs text-muted-foreground sm:text-sm">{subtitle}</p>
    </div>
  )
}

const priorityStyles = {
  Alta: 'bg-destructive-soft text-destructive',
  Média: 'bg-warning-soft text-warning',
  Baixa: 'bg-success-soft text-success',
} as const

export function ChecklistScreen() {
  const tasks = [
    { text: 'Reservar o local da cerimônia', priority: 'Alta', done: true, when: 'Concluída' },
    { text: 'Contratar fotografia e filmagem', priority: 'Alta', done: true, when: 'Concluída' },
    { text: 'Degustação do buffet', priority: 'Alta', done: 'animated', when: 'Prazo 15/03 · lembrete 19:00' },
    { text: 'Enviar os convites', priority: 'Média', done: false, when: 'Prazo 02/04' },
    { text: 'Escolher as músicas da entrada', priority: 'Baixa', done: false, when: 'Prazo 20/04' },
  ] as const
  return (
    <div className="grid gap-4">
      <ScreenTitle title="Planejamento do Casamento" subtitle="13 de 18 tarefas concluídas" />
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-[72%] origin-left animate-[tour-grow_900ms_ease-out_both] rounded-full bg-primary" />
      </div>
      <ul className="grid gap-2">
        {tasks.map((task, index) => (
          <li
            key={task.text}
            style={delay(120 + index * 90)}
            className="flex animate-rise-in items-center gap-3 rounded-xl border bg-card px-3 py-2.5"
          >
            <span
              className={cn(
                'relative flex size-5 shrink-0 items-center justify-center rounded-md border-2',
                task.done === true ? 'border-success bg-success text-white' : 'border-input',
              )}
            >
              {task.done === true && <Check className="size-3.5" strokeWidth={3} />}
              {task.done === 'animated' && (
                <span className="absolute -inset-0.5 flex animate-[tour-pop_400ms_ease-out_1600ms_both] items-center justify-center rounded-md bg-success text-white">
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className={cn('block truncate text-sm font-medium', task.done === true && 'text-muted-foreground line-through')}>
                {task.text}
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                {task.when.includes('lembrete') ? <Bell className="size-3" /> : <Clock className="size-3" />}
                {task.when}
              </span>
            </span>
            <span className={cn('hidden rounded-full px-2 py-0.5 text-[0.7rem] font-medium sm:inline', priorityStyles[task.priority])}>
              {task.priority}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function GuestsScreen() {
  const stats = [
    { label: 'Total Convidados', value: '120' },
    { label: 'Total Pessoas', value: '186' },
    { label: 'Confirmados', value: '84' },
    { label: 'Pessoas Confirmadas', value: '131' },
  ]
  const guests = [
    { name: 'Beatriz Lima', table: '3', status: 'Confirmado' },
    { name: 'Carlos Mendes', table: '5', status: 'Pendente' },
    { name: 'Ana Paula Rocha', table: '1', status: 'Confirmado' },
    { name: 'Rodrigo Alves', table: '—', status: 'Recusado' },
  ] as const
  const statusStyle = {
    Confirmado: 'bg-success-soft text-success',
    Pendente: 'bg-warning-soft text-warning',
    Recusado: 'bg-destructive-soft text-destructive',
  } as const
  return (
    <div className="grid gap-4">
      <ScreenTitle title="Lista de Convidados" subtitle="Mesas, acompanhantes e confirmações" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map((stat, index) => (
          <div key={stat.label} style={delay(80 + index * 70)} className="animate-rise-in rounded-xl border bg-card px-3 py-2">
            <p className="truncate text-[0.7rem] text-muted-foreground">{stat.label}</p>
            <p className="font-serif text-xl font-semibold">{stat.value}</p>
          </div>
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border bg-card">
        <div className="grid grid-cols-[1fr_3rem_6rem] gap-2 border-b bg-muted/60 px-3 py-2 text-[0.7rem] font-semibold text-muted-foreground uppercase">
          <span>Nome</span>
          <span>Mesa</span>
          <span>Status</span>
        </div>
        {guests.map((guest, index) => (
          <div
            key={guest.name}
            style={delay(300 + index * 80)}
            className="grid animate-rise-in grid-cols-[1fr_3rem_6rem] items-center gap-2 border-b px-3 py-2 text-sm last:border-b-0"
          >
            <span className="truncate font-medium">{guest.name}</span>
            <span className="text-muted-foreground">{guest.table}</span>
            <span className={cn('w-fit rounded-full px-2 py-0.5 text-xs font-medium', statusStyle[guest.status])}>
              {guest.status}
            </span>
          </div>
        ))}
      </div>
      <div
        style={delay(1500)}
        className="flex w-fit animate-rise-in items-center gap-2 justify-self-end rounded-xl border bg-card px-3 py-2 text-xs shadow-lg"
      >
        <span className="flex size-6 items-center justify-center rounded-full bg-success-soft text-success">
          <Users className="size-3.5" />
        </span>
        <span>
          <strong className="font-semibold">Carlos Mendes</strong> confirmou presença
        </span>
      </div>
    </div>
  )
}

export function BudgetScreen() {
  const total = 4_500_000
  const spent = 2_835_000
  const categories = [
    { name: 'Local da Cerimônia', percent: 30, used: 100 },
    { name: 'Buffet/Catering', percent: 25, used: 70 },
    { name: 'Decoração e Flores', percent: 15, used: 45 },
    { name: 'Fotografia e Filmagem', percent: 8, used: 100 },
  ]
  return (
    <div className="grid gap-4">
      <ScreenTitle title="Orçamento do Casamento" subtitle="Previsto e gasto por categoria" />
      <div className="grid grid-cols-2 gap-2">
        <div style={delay(80)} className="animate-rise-in rounded-xl border bg-card px-3 py-2.5">
          <p className="text-xs text-muted-foreground">Orçamento total</p>
          <p className="font-serif text-lg font-semibold sm:text-xl">{formatBRL(total)}</p>
        </div>
        <div style={delay(160)} className="animate-rise-in rounded-xl border bg-card px-3 py-2.5">
          <p className="text-xs text-muted-foreground">Gasto até agora</p>
          <p className="font-serif text-lg font-semibold text-primary sm:text-xl">{formatBRL(spent)}</p>
        </div>
      </div>
      <ul className="grid gap-2.5 rounded-xl border bg-card p-3">
        {categories.map((category, index) => (
          <li key={category.name} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate font-medium">{category.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {category.percent}% · {formatBRL((total * category.percent) / 100)}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                style={{ width: `${category.used}%`, ...delay(250 + index * 120) }}
                className={cn(
                  'h-full origin-left animate-[tour-grow_800ms_ease-out_both] rounded-full',
                  category.used >= 100 ? 'bg-success' : 'bg-gold',
                )}
              />
            </div>
            <span className={cn('text-[0.7rem] font-medium', category.used >= 100 ? 'text-success' : 'text-[#7a5f33]')}>
              {category.used >= 100 ? 'Quitado' : `${category.used}% pago`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const QR_SIZE = 17

/** A fixed pattern with the three finder squares, so it reads as a QR code at a glance (it encodes nothing). */
function qrCell(x: number, y: number): boolean {
  for (const [fx, fy] of [
    [0, 0],
    [QR_SIZE - 7, 0],
    [0, QR_SIZE - 7],
  ] as const) {
    const dx = x - fx
    const dy = y - fy
    if (dx >= -1 && dy >= -1 && dx <= 7 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false // the quiet line around a finder
      return Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2
    }
  }
  return (x * 7 + y * 13 + x * y * 3) % 5 < 2
}

const qrCells = Array.from({ length: QR_SIZE * QR_SIZE }, (_, index) => qrCell(index % QR_SIZE, Math.floor(index / QR_SIZE)))

export function GiftsScreen() {
  const gifts = [
    { icon: Plane, name: 'Jantar na lua de mel', detail: `Cota de ${formatBRL(15000)} · 7 de 10`, given: false },
    { icon: Gift, name: 'Jogo de panelas', detail: formatBRL(89000), given: true },
    { icon: Wallet, name: 'Passeio de barco', detail: `Cota de ${formatBRL(30000)} · 2 de 4`, given: false },
  ]
  return (
    <div className="grid gap-4">
      <ScreenTitle title="Lista de Presentes" subtitle="Presentes e cotas pagos por PIX direto para vocês" />
      <div className="grid gap-3 sm:grid-cols-[1fr_9.5rem]">
        <ul className="grid content-start gap-2">
          {gifts.map((gift, index) => (
            <li
              key={gift.name}
              style={delay(100 + index * 90)}
              className="flex animate-rise-in items-center gap-3 rounded-xl border bg-card px-3 py-2.5"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <gift.icon className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{gift.name}</span>
                <span className="block text-xs text-muted-foreground">{gift.detail}</span>
              </span>
              {gift.given && (
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-[0.7rem] font-medium text-success">
                  Presenteado
                </span>
              )}
            </li>
          ))}
        </ul>
        <div style={delay(350)} className="hidden animate-rise-in flex-col items-center gap-2 rounded-xl border bg-card p-3 sm:flex">
          <div
            className="grid rounded-md bg-card p-1.5 ring-1 ring-border"
            style={{ gridTemplateColumns: `repeat(${QR_SIZE}, 0.375rem)` }}
          >
            {qrCells.map((on, index) => (
              <span key={index} className={cn('size-1.5', on ? 'bg-foreground' : 'bg-transparent')} />
            ))}
          </div>
          <p className="flex items-center gap-1 text-xs font-medium">
            <QrCode className="size-3.5 text-primary" />
            PIX dos noivos
          </p>
        </div>
      </div>
      <div
        style={delay(1500)}
        className="flex w-fit animate-rise-in items-center gap-2 justify-self-end rounded-xl border bg-card px-3 py-2 text-xs shadow-lg"
      >
        <span className="flex size-6 items-center justify-center rounded-full bg-gold-soft text-gold">
          <Gift className="size-3.5" />
        </span>
        <span>
          Vocês receberam <strong className="font-semibold">{formatBRL(15000)}</strong> via PIX
        </span>
      </div>
    </div>
  )
}
