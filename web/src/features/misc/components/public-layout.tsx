import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Brand } from '@/components/brand'

/** Top bar and footer shared by the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label="Aceito — página inicial">
            <Brand />
          </Link>
          <nav aria-label="Acesso" className="flex items-center gap-2">
            <Link
              to="/auth"
              className="rounded-lg px-3 py-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              Fazer login
            </Link>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Aceito · São Paulo, SP - Brasil</p>
          <Link to="/auth" id="entrar" className="font-medium text-primary hover:underline">
            Entrar
          </Link>
        </div>
      </footer>
    </div>
  )
}
