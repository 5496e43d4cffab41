import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session'

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-serif text-2xl font-semibold">Não foi possível conectar</h1>
      <p className="text-muted-foreground">Verifique sua conexão e tente novamente.</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </main>
  )
}

/** /app/*: 'Carregando...' while the session loads, /auth when signed out. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()

  if (session.isPending) return <LoadingScreen fullScreen />
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />
  if (!session.data) return <Navigate to="/auth" replace />
  return children
}

/** /auth: a signed-in visitor goes straight to /app. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession()

  if (session.isPending) return <LoadingScreen fullScreen />
  if (session.data) return <Navigate to="/app" replace />
  // On a failed session check the sign-in form is still the right place to be.
  return children
}
