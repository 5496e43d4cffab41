import { Menu } from 'lucide-react'
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Brand } from '@/components/brand'
import { LoadingScreen } from '@/components/loading-screen'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { markJustPaid } from '@/lib/just-paid'
import { acceptPath, takePendingInvitation } from '@/lib/member-invitation'
import { registerServiceWorker } from '@/lib/pwa'
import { useRealtime } from '@/lib/realtime'
import { useSession } from '@/lib/session'
import { Sidebar } from './sidebar'
import { TrialBanner } from './trial-banner'

/**
 * /app: side menu (a drawer under 768 px), top bar and the page. The app layer puts the
 * notifications bell in headerActions and the presence notice ('Rafael está vendo esta
 * página') in pageNotice (features do not import each other).
 */
export function AppShell({ headerActions, pageNotice }: { headerActions?: ReactNode; pageNotice?: ReactNode }) {
  const { data: session } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  // The drawer closed by a menu link leaves focus to the new page's heading, not its trigger.
  const navigatedFromMenu = useRef(false)
  const [params, setParams] = useSearchParams()
  // The partner's changes and the scheduler's reminders arrive without reload.
  useRealtime(Boolean(session))
  // The service worker (Web Push only, no cache) belongs to the signed-in app, not to the
  // landing page or the guests' pages.
  useEffect(() => {
    if (session) registerServiceWorker()
  }, [session])

  // The checkout returns a couple that changed plan here with ?pagamento=sucesso, and a
  // visitor whose payment created the account with &conta=nova as well. 'Assinatura
  // atualizada' itself is the payment's notification, which the bell pops as a toast.
  useEffect(() => {
    if (params.get('pagamento') !== 'sucesso') return
    markJustPaid()
    if (params.get('conta') === 'nova') {
      toast.info('Conta criada', {
        description: 'Enviamos um e-mail com o link para definir a senha e entrar de qualquer dispositivo.',
      })
    }
    const next = new URLSearchParams(params)
    next.delete('pagamento')
    next.delete('conta')
    setParams(next, { replace: true })
  }, [params, setParams])

  // Someone who left a member invitation's page to sign in or create an account goes back to
  // it once signed in, however the sign-in or sign-up ended.
  const navigate = useNavigate()
  useEffect(() => {
    if (!session) return
    const pending = takePendingInvitation()
    if (pending) void navigate(acceptPath(pending), { replace: true })
  }, [session, navigate])

  // The route guard renders the shell only with a session.
  if (!session) return null

  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>

      <aside className="sticky top-0 hidden h-dvh border-r bg-card md:block">
        <Sidebar session={session} />
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md sm:px-6">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menu">
                <Menu className="size-5!" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent
              onCloseAutoFocus={(event) => {
                if (!navigatedFromMenu.current) return
                navigatedFromMenu.current = false
                event.preventDefault()
              }}
            >
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Navegação do Aceito</SheetDescription>
              <Sidebar
                session={session}
                onNavigate={() => {
                  navigatedFromMenu.current = true
                  setMenuOpen(false)
                }}
              />
            </SheetContent>
          </Sheet>

          <Link to="/app" className="rounded-lg md:hidden" aria-label="Aceito">
            <Brand markClassName="size-7" className="[&>span:last-child]:text-xl" />
          </Link>

          <div className="ml-auto flex items-center gap-1">
            {headerActions}
          </div>
        </header>

        <TrialBanner session={session} />

        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto w-full max-w-6xl">
            {pageNotice}
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  )
}
