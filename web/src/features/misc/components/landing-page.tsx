import { CalendarCheck, Check, Users, Wallet } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { PublicLayout } from './public-layout'

const highlights = [
  { icon: CalendarCheck, title: 'Planejamento', text: 'Tarefas com prazos e lembretes até o grande dia.' },
  { icon: Users, title: 'Convidados', text: 'Lista, mesas, acompanhantes e confirmações.' },
  { icon: Wallet, title: 'Orçamento', text: 'Quanto foi previsto e quanto já foi gasto, por categoria.' },
]

/** Public home page (a first, minimal version; the full landing page comes later). */
export function LandingPage() {
  const { hash } = useLocation()

  // React Router does not scroll to #anchors by itself (e.g. 'Upgrade Plano' → /#planos).
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' })
  }, [hash])

  return (
    <PublicLayout>
      <title>Aceito · Planejamento de casamento</title>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-[32rem] max-w-4xl rounded-full bg-[radial-gradient(closest-side,#f6dde4,transparent)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">Planejamento de casamento</p>
          <h1 className="mt-4 font-serif text-5xl leading-[1.05] font-semibold tracking-tight sm:text-6xl">Aceito</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground">
            Tudo o que vocês precisam para organizar o casamento — tarefas, convidados e orçamento — em um só lugar.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">Começar agora</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#planos">Conhecer os planos</a>
            </Button>
          </div>
        </div>
      </section>

      <section id="funcionalidades" aria-labelledby="funcionalidades-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="funcionalidades-title" className="sr-only">
          Funcionalidades
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border bg-card p-6 shadow-soft">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="planos" aria-labelledby="planos-title" className="scroll-mt-20 border-t bg-card">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="planos-title" className="font-serif text-3xl font-semibold">
            Planos
          </h2>
          <p className="mt-3 text-muted-foreground">
            Três planos mensais — Essencial, Premium e Luxo. Sem taxa de adesão.
          </p>
          <ul className="mx-auto mt-6 grid w-fit gap-2 text-left text-sm">
            {['Cancele a qualquer momento', 'Suporte dedicado', 'Funciona no celular, tablet e computador'].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PublicLayout>
  )
}
