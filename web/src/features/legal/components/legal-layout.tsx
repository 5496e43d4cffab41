import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PublicLayout } from '@/components/public-layout'
import type { Site } from '@/lib/site'

/** Date of the current text of the privacy policy and the terms (dd/MM/yyyy). */
export const LEGAL_UPDATED_AT = '23/11/2026'

/** A public legal page: site header and footer, not indexed by search engines. */
export function LegalLayout({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout>
      <title>{`${title} · Aceito`}</title>
      <meta name="robots" content="noindex" />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="border-b pb-6">
          <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Última atualização: {LEGAL_UPDATED_AT}</p>
          <div className="mt-4 text-base leading-relaxed text-muted-foreground">{lead}</div>
        </header>
        <div className="grid gap-8 pt-8 text-[0.95rem] leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:wrap-anywhere [&_a]:text-primary [&_a]:underline-offset-4 hover:[&_a]:underline [&_li]:mt-1.5 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
          {children}
        </div>
      </article>
    </PublicLayout>
  )
}

/** One numbered section of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24">
      <h2 id={`${id}-titulo`} className="font-serif text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  )
}

/** "Aceito Tecnologia Ltda., CNPJ 11.222.333/0001-81, com sede em …": only what the operator set. */
export function Controller({ site }: { site: Site }) {
  return (
    <>
      <strong>{site.company_name ?? 'Aceito'}</strong>
      {site.company_id && <>, inscrita no CNPJ sob o nº {site.company_id}</>}
      {site.company_address && <>, com endereço em {site.company_address}</>}
    </>
  )
}

/** Links to the support e-mail and phone, or nothing when unset. */
export function SupportContacts({ site }: { site: Site }) {
  if (!site.support_email && !site.support_phone) return null
  return (
    <ul>
      {site.support_email && (
        <li>
          E-mail: <a href={`mailto:${site.support_email}`}>{site.support_email}</a>
        </li>
      )}
      {site.support_phone && (
        <li>
          Telefone: <a href={site.support_phone.href}>{site.support_phone.display}</a>
        </li>
      )}
    </ul>
  )
}

export function PrivacyLink({ children = 'Política de Privacidade' }: { children?: ReactNode }) {
  return <Link to="/privacidade">{children}</Link>
}

export function TermsLink({ children = 'Termos de Uso' }: { children?: ReactNode }) {
  return <Link to="/termos">{children}</Link>
}
