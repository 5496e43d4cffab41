import { Eye } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { reportPresence } from '@/lib/presence'
import { presenceText, usePresence } from '../api/activity'

/**
 * 'Rafael está vendo esta página': shown on top of a signed-in screen that another member of
 * the wedding has open. Reports this tab's route on every navigation (the realtime stream
 * reports it again whenever it reopens).
 */
export function PresenceNotice() {
  const { pathname } = useLocation()
  useEffect(() => {
    reportPresence(pathname)
  }, [pathname])
  const presence = usePresence()
  const names = (presence.data?.viewers ?? []).filter((v) => v.path === pathname).map((v) => v.first_name)
  const text = presenceText(names)
  if (!text) return null
  return (
    <p
      role="status"
      className="mb-4 inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-soft-foreground"
    >
      <Eye className="size-4" aria-hidden="true" />
      {text}
    </p>
  )
}
