import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Bell, CheckCheck, Search, Trash2, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { takeJustPaid } from '@/lib/just-paid'
import { useSession, useWeddingTimeZone } from '@/lib/session'
import { cn } from '@/lib/utils'
import {
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useUnreadFeed,
} from '../api/notifications'
import type { AppNotification, NotificationFilter } from '../api/schemas'
import { badgeText, relativeTime, unreadText } from '../utils/format'
import { toastNew } from '../utils/toasts'
import { TypeIcon } from './type-icon'

const SEARCH_DELAY_MS = 300

/**
 * The bell of the shell (part 1 §2 'Notifications panel'): the unread badge ('99+' above 99), and
 * a panel with the unread/all toggle, a search, mark one, mark all and delete over a fixed-height
 * list. Unread notifications of priority ≥ 3 that arrive while the page is open also pop a
 * toast, once; those already there when the page loads are only in the bell.
 */
export function NotificationBell() {
  const userId = useSession().data?.user.id
  const [open, setOpen] = useState(false)
  const feed = useUnreadFeed()
  const unread = feed.data?.unread_count ?? 0

  // The page's first read of the feed is quiet: it only remembers what was already there.
  // Except right after a payment (markJustPaid), when the bell's news is the confirmation the
  // couple is waiting for.
  const primed = useRef(false)
  useEffect(() => {
    if (!feed.data || !userId) return
    const quiet = !primed.current && !takeJustPaid()
    toastNew(userId, feed.data.notifications, { quiet })
    primed.current = true
  }, [feed.data, userId])

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notificações: ${unreadText(unread)}` : 'Notificações'}
        >
          <Bell className="size-5!" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/40 data-[state=open]:animate-fade-in sm:bg-transparent" />
        <DialogPrimitive.Content
          className="fixed inset-x-2 top-2 z-50 flex max-h-[calc(100dvh-1rem)] flex-col rounded-xl border bg-card shadow-2xl focus:outline-none sm:inset-x-auto sm:top-16 sm:right-4 sm:w-[26rem]"
          aria-describedby={undefined}
        >
          <Panel unread={unread} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function Panel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const [filter, setFilter] = useState<NotificationFilter>('all')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])

  const list = useNotificationList({ filter, q: query })
  const markRead = useMarkRead()
  const markAll = useMarkAllRead()
  const remove = useDeleteNotification()

  const onMarkRead = (id: string) =>
    // Part 2 §8: failing to mark a notification read is only logged.
    markRead.mutate(id, { onError: (error) => console.error('notifications: mark read', error) })
  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: () => toast.error('Erro', { description: 'Não foi possível marcar as notificações como lidas.' }),
    })
  const onDelete = (id: string) =>
    remove.mutate(id, { onError: () => toast.error('Erro', { description: 'Não foi possível excluir a notificação.' }) })

  const items = list.data?.notifications ?? []
  let body
  if (list.isPending) body = <p className="p-6 text-center text-sm text-muted-foreground">Carregando notificações...</p>
  else if (list.isError) body = <p className="p-6 text-center text-sm text-destructive">Erro ao carregar notificações.</p>
  else if (items.length === 0)
    body = (
      <p className="p-6 text-center text-sm text-muted-foreground">
        {query ? 'Nenhuma notificação encontrada' : 'Nenhuma notificação'}
      </p>
    )
  else
    body = (
      <ul className="divide-y" aria-label="Lista de notificações">
        {items.map((n) => (
          <PanelItem key={n.id} n={n} onMarkRead={onMarkRead} onDelete={onDelete} onNavigate={onNavigate} />
        ))}
      </ul>
    )

  return (
    <>
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <DialogPrimitive.Title className="font-semibold">Notificações</DialogPrimitive.Title>
        {unread > 0 && (
          <span className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-destructive">
            {unreadText(unread)}
          </span>
        )}
        <DialogPrimitive.Close
          className="ml-auto rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Fechar notificações"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>
      <div className="grid min-w-0 gap-2 border-b px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Filtro" className="inline-flex rounded-lg border p-0.5">
            {(['all', 'unread'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={cn(
                  'rounded-md px-3 py-1 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  filter === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {value === 'all' ? 'Todas' : 'Não lidas'}
              </button>
            ))}
          </div>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={onMarkAll} disabled={unread === 0 || markAll.isPending}>
            <CheckCheck aria-hidden="true" />
            Marcar todas como lidas
          </Button>
        </div>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Buscar notificações"
            placeholder="Buscar notificações"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 pl-9"
          />
        </div>
      </div>
      <div className="h-80 overflow-y-auto overscroll-contain" data-testid="notification-list">
        {body}
      </div>
      <div className="border-t px-4 py-2 text-center">
        <Button asChild variant="link" size="sm">
          <Link to="/app/notifications" onClick={onNavigate}>
            Ver todas as notificações
          </Link>
        </Button>
      </div>
    </>
  )
}

type ItemProps = {
  n: AppNotification
  onMarkRead: (id: string) => void
  onDelete: (id: string) => void
  onNavigate: () => void
}

function PanelItem({ n, onMarkRead, onDelete, onNavigate }: ItemProps) {
  const isUnread = n.read_at === null
  const timeZone = useWeddingTimeZone()
  const title = <span className={cn('text-sm', isUnread ? 'font-semibold' : 'font-medium')}>{n.title}</span>
  return (
    <li className={cn('flex gap-3 px-4 py-3', isUnread && 'bg-primary-soft/40')} data-testid="notification-item">
      <TypeIcon type={n.type} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {n.link ? (
          <Link
            to={n.link}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => {
              if (isUnread) onMarkRead(n.id)
              onNavigate()
            }}
          >
            {title}
          </Link>
        ) : (
          title
        )}
        {n.message && <p className="text-sm wrap-anywhere text-muted-foreground">{n.message}</p>}
        <p className="text-xs text-muted-foreground">
          <time dateTime={n.created_at}>{relativeTime(n.created_at, new Date(), timeZone)}</time>
          {isUnread && <span className="sr-only"> · não lida</span>}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {isUnread && (
          <Button variant="ghost" size="icon-sm" aria-label={`Marcar como lida: ${n.title}`} onClick={() => onMarkRead(n.id)}>
            <CheckCheck aria-hidden="true" />
          </Button>
        )}
        <Button variant="ghost" size="icon-sm" aria-label={`Excluir notificação: ${n.title}`} onClick={() => onDelete(n.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
}
