import { Link } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent } from '@/components/ui/card'
import { useWeddingTimeZone } from '@/lib/session'
import { cn } from '@/lib/utils'
import { useMarkRead, useNotificationList } from '../api/notifications'
import type { AppNotification } from '../api/schemas'
import { relativeTime, unreadText } from '../utils/format'
import { TypeIcon } from './type-icon'

/**
 * /app/notifications (part 2 §2 'Notifications centre'): the 50 newest, an unread-count badge,
 * 'Nenhuma notificação ainda' when empty; clicking an unread item marks it read.
 */
export function NotificationsPage() {
  const list = useNotificationList({ filter: 'all', sort: 'recent' })
  const markRead = useMarkRead()
  const unread = list.data?.unread_count ?? 0

  const open = (n: AppNotification) => {
    if (n.read_at !== null) return
    // Part 2 §8: failing to mark a notification read is only logged.
    markRead.mutate(n.id, { onError: (error) => console.error('notifications: mark read', error) })
  }

  let body
  if (list.isPending) body = <p className="p-6 text-center text-sm text-muted-foreground">Carregando notificações...</p>
  else if (list.isError) body = <p className="p-6 text-center text-sm text-destructive">Erro ao carregar notificações.</p>
  else if (list.data.notifications.length === 0)
    body = <p className="p-10 text-center text-muted-foreground">Nenhuma notificação ainda</p>
  else
    body = (
      <ul className="divide-y" aria-label="Notificações recentes">
        {list.data.notifications.map((n) => (
          <CentreItem key={n.id} n={n} onOpen={open} />
        ))}
      </ul>
    )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Notificações"
        actions={
          unread > 0 ? (
            <span
              data-testid="centre-unread"
              className="rounded-full bg-destructive px-3 py-1 text-sm font-semibold text-destructive-foreground"
            >
              {unreadText(unread)}
            </span>
          ) : undefined
        }
      />
      <Card>
        <CardContent className="p-0">{body}</CardContent>
      </Card>
    </div>
  )
}

function CentreItem({ n, onOpen }: { n: AppNotification; onOpen: (n: AppNotification) => void }) {
  const isUnread = n.read_at === null
  const timeZone = useWeddingTimeZone()
  const content = (
    <>
      <TypeIcon type={n.type} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-center gap-2">
          <span className={cn('wrap-anywhere', isUnread ? 'font-semibold' : 'font-medium')}>{n.title}</span>
          {isUnread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="não lida" role="img" />}
        </span>
        {n.message && <span className="text-sm wrap-anywhere text-muted-foreground">{n.message}</span>}
        <time dateTime={n.created_at} className="text-xs text-muted-foreground">
          {relativeTime(n.created_at, new Date(), timeZone)}
        </time>
      </span>
    </>
  )
  const className = cn(
    'flex w-full gap-3 px-4 py-4 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6',
    isUnread && 'bg-primary-soft/40',
  )
  return (
    <li data-testid="centre-item">
      {n.link ? (
        <Link to={n.link} className={className} onClick={() => onOpen(n)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(n)}>
          {content}
        </button>
      )}
    </li>
  )
}
