import type { ReactNode } from 'react'
import { Brand } from '@/components/brand'
import { NavLink } from '@/lib/nav'

/** Split layout for the public auth screens: a warm brand panel and the form card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.05fr_1fr]">
      <title>{`${title} · Aceito`}</title>
      <aside className="relative hidden overflow-hidden bg-[radial-gradient(120%_90%_at_10%_10%,#b4566d_0%,#9f3a52_45%,#6e2438_100%)] p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <NavLink to="/" className="inline-flex w-fit items-center gap-2.5 rounded-lg focus-visible:outline-white">
          <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
            <circle cx="13" cy="17" r="6" fill="none" stroke="#fff" strokeWidth="2.2" />
            <circle cx="19" cy="17" r="6" fill="none" stroke="#f5d9a8" strokeWidth="2.2" />
          </svg>
          <span className="font-serif text-3xl font-semibold">Aceito</span>
        </NavLink>
        <div className="max-w-md">
          <p className="font-serif text-4xl leading-tight font-medium">
            Cada detalhe do grande dia, organizado a dois.
          </p>
          <p className="mt-4 text-white/80">
            Convidados, orçamento, tarefas e fornecedores em um só lugar — para vocês aproveitarem o caminho até o
            &ldquo;aceito&rdquo;.
          </p>
        </div>
        <p className="text-sm text-white/70">Feito para casais brasileiros · Cancele quando quiser</p>
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full border border-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -right-8 -bottom-40 size-96 rounded-full border border-[#f5d9a8]/20" />
      </aside>
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <NavLink to="/" className="mb-8 rounded-lg lg:hidden" aria-label="Aceito — página inicial">
          <Brand />
        </NavLink>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}
