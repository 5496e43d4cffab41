import { useEffect, useState, type FormEvent } from 'react'
import { formatDate } from '@/lib/format'
import { answerRsvp, calendarFileUrl, googleCalendarUrl, readRsvp, RsvpError, type RsvpPageData, type RsvpRead } from './api'
import { DetailItem } from '@/components/detail-item'
import { CalendarDays, CalendarPlus, Check, Church, Heart, Landmark, LoaderCircle, MapPin, X } from './icons'

// Plain elements with the design system's classes (as ui/button, ui/input, ui/textarea and
// ui/label render them) instead of those components: they pull in Radix's Slot and Label,
// class-variance-authority and tailwind-merge, whose code and start-up cost more than this
// page's own on a phone (issue 13: Lighthouse mobile >= 90).
const buttonBase =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0'
const buttonClass = (variant: 'default' | 'outline', size: 'default' | 'lg' = 'default') =>
  [
    buttonBase,
    variant === 'default'
      ? 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover'
      : 'border border-input bg-card text-foreground hover:bg-muted',
    size === 'lg' ? 'h-11 px-6 text-base' : 'h-10 px-4 py-2 text-sm',
  ].join(' ')
const fieldClass =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm'
const labelClass = 'text-sm leading-none font-medium text-foreground'

function Spinner() {
  return <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
}

/** The Aceito mark and name (components/brand, without its class merging). */
function Brand() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <circle cx="13" cy="17" r="6" fill="none" stroke="#fff" strokeWidth="2.2" />
        <circle cx="19" cy="17" r="6" fill="none" stroke="#f5d9a8" strokeWidth="2.2" />
      </svg>
      <span className="font-serif text-2xl leading-none font-semibold tracking-tight text-foreground">Aceito</span>
    </span>
  )
}

const bandLabel = { adulto: null, '0-5': 'Criança de 0 a 5 anos', '6-12': 'Criança de 6 a 12 anos' } as const

/**
 * /r/:token — a guest's personal RSVP page, opened from WhatsApp (no account, no name to type).
 * It shows only this guest's invitation and family; each person answers for themselves.
 * A separate chunk: it pulls in nothing of the couple's app.
 *
 * `initial` is the first read already made (rsvp-main.tsx reads before it renders, so the
 * invitation the server painted stays until the page replaces it with the same, issue 16);
 * without it the page reads on mount and shows its spinner meanwhile.
 */
export function RsvpGuestPage({ token, initial }: { token: string; initial?: RsvpRead }) {
  const [state, setState] = useState<RsvpRead>(initial ?? {})
  const [readFirst] = useState(initial === undefined)
  useEffect(() => {
    if (!readFirst) return
    const ctrl = new AbortController()
    void readRsvp(token, ctrl.signal).then((read) => {
      if (!ctrl.signal.aborted) setState(read)
    })
    return () => ctrl.abort()
  }, [token, readFirst])
  const notFound = state.error?.status === 404
  return (
    <main className="min-h-dvh bg-gradient-to-b from-primary-soft/40 to-background px-4 py-8 sm:py-14">
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6">
        <Brand />
        {state.error ? (
          <section role="alert" className="w-full rounded-3xl border bg-card px-6 py-10 text-center shadow-soft">
            <h1 className="font-serif text-2xl font-semibold">
              {notFound ? 'Convite não encontrado' : 'Não foi possível abrir o convite'}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {notFound
                ? 'Confira se o link está completo ou peça um novo link aos noivos.'
                : 'Verifique sua conexão e tente novamente.'}
            </p>
          </section>
        ) : state.data ? (
          <Invitation initial={state.data} token={token} />
        ) : (
          <div role="status" aria-label="Carregando convite" className="py-16">
            <Spinner />
          </div>
        )}
      </div>
    </main>
  )
}

type Choice = 'confirmado' | 'recusado'

function Invitation({ initial, token }: { initial: RsvpPageData; token: string }) {
  const [data, setData] = useState(initial)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [choices, setChoices] = useState<Record<string, Choice | undefined>>(() =>
    Object.fromEntries(
      data.pessoas.map((p) => [p.id, p.status_confirmacao === 'pendente' ? undefined : p.status_confirmacao]),
    ),
  )
  const [restrictions, setRestrictions] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.pessoas.map((p) => [p.id, p.restricao_alimentar ?? ''])),
  )
  const [message, setMessage] = useState(data.mensagem ?? '')
  const [missing, setMissing] = useState(false)
  const [result, setResult] = useState<'yes' | 'no' | null>(null)
  const invited = data.pessoas[0]
  const date = data.wedding_date ?? data.religious_ceremony_date ?? data.civil_ceremony_date
  const title = data.couple_names ? `Casamento de ${data.couple_names}` : 'Casamento'
  const place = [data.wedding_location, data.wedding_address].filter(Boolean).join(', ') || null
  const readOnly = !data.aberto

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (data.pessoas.some((p) => !choices[p.id])) {
      setMissing(true)
      return
    }
    setMissing(false)
    setFailure(null)
    setSending(true)
    answerRsvp(token, {
      pessoas: data.pessoas.map((p) => ({
        id: p.id,
        status_confirmacao: choices[p.id] as Choice,
        restricao_alimentar: restrictions[p.id]?.trim() || null,
      })),
      mensagem: message.trim() || null,
    })
      .then((page) => {
        setData(page)
        setResult(page.pessoas.some((p) => p.status_confirmacao === 'confirmado') ? 'yes' : 'no')
      })
      .catch((error: unknown) => {
        setResult(null)
        setFailure(error instanceof RsvpError ? error.message : 'Não foi possível enviar sua resposta. Tente novamente.')
      })
      .finally(() => setSending(false))
  }

  return (
    <article className="w-full rounded-3xl border bg-card px-5 py-7 shadow-soft sm:px-8">
      <header className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Heart className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-3 text-sm tracking-wide text-muted-foreground uppercase">Você recebeu um convite</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold wrap-anywhere">Olá, {invited?.nome}!</h1>
        {data.couple_names && (
          <p className="mt-2 text-muted-foreground">
            <strong className="font-semibold text-foreground">{data.couple_names}</strong>{' '}
            {data.couple_names.includes(' e ') ? 'convidam' : 'convida'} você para o casamento.
          </p>
        )}
      </header>
      <dl className="mx-auto mt-5 grid max-w-sm gap-3">
        {data.wedding_date && <DetailItem icon={CalendarDays} label="Data" value={formatDate(data.wedding_date)} />}
        {data.wedding_location && <DetailItem icon={MapPin} label="Festa" value={data.wedding_location} />}
        {data.wedding_address && <DetailItem icon={MapPin} label="Endereço" value={data.wedding_address} />}
        {data.religious_ceremony_date && (
          <DetailItem icon={Church} label="Cerimônia religiosa" value={formatDate(data.religious_ceremony_date)} />
        )}
        {data.civil_ceremony_date && (
          <DetailItem
            icon={Landmark}
            label="Cerimônia civil"
            value={[formatDate(data.civil_ceremony_date), data.civil_ceremony_address].filter(Boolean).join(' · ')}
          />
        )}
      </dl>
      {data.prazo && data.aberto && (
        <p className="mt-5 text-center font-medium text-primary">Confirme até {formatDate(data.prazo)}</p>
      )}
      {readOnly && (
        <p role="status" className="mt-5 rounded-2xl bg-muted px-4 py-3 text-center text-sm">
          O prazo para responder terminou em {data.prazo ? formatDate(data.prazo) : '—'}. Para mudar sua resposta, fale com os
          noivos.
        </p>
      )}

      <form onSubmit={submit} className="mt-6 grid gap-4 border-t pt-5" aria-label="Sua resposta">
        {data.pessoas.map((p) => (
          <fieldset key={p.id} className="grid gap-3 rounded-2xl border p-4" aria-label={p.nome}>
            <legend className="px-1 font-medium wrap-anywhere">
              {p.nome}
              {bandLabel[p.faixa] && <span className="ml-2 text-xs text-muted-foreground">{bandLabel[p.faixa]}</span>}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <button
                type="button"
                className={buttonClass(choices[p.id] === 'confirmado' ? 'default' : 'outline')}
                aria-pressed={choices[p.id] === 'confirmado'}
                disabled={readOnly}
                onClick={() => setChoices((c) => ({ ...c, [p.id]: 'confirmado' }))}
              >
                <Check aria-hidden="true" />
                Confirmar presença
              </button>
              <button
                type="button"
                className={buttonClass(choices[p.id] === 'recusado' ? 'default' : 'outline')}
                aria-pressed={choices[p.id] === 'recusado'}
                disabled={readOnly}
                onClick={() => setChoices((c) => ({ ...c, [p.id]: 'recusado' }))}
              >
                <X aria-hidden="true" />
                Não poderei ir
              </button>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`restricao-${p.id}`} className={labelClass}>
                Restrição alimentar
              </label>
              <input
                id={`restricao-${p.id}`}
                className={`${fieldClass} h-11`}
                maxLength={100}
                list="restricoes-comuns"
                placeholder="Ex.: vegetariano, sem glúten"
                value={restrictions[p.id] ?? ''}
                disabled={readOnly}
                onChange={(e) => setRestrictions((r) => ({ ...r, [p.id]: e.target.value }))}
              />
            </div>
          </fieldset>
        ))}
        <datalist id="restricoes-comuns">
          {['Vegetariano', 'Vegano', 'Sem glúten', 'Sem lactose', 'Alergia a frutos do mar'].map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        {data.acompanhante_sem_nome && (
          <p className="text-sm text-muted-foreground">Seu acompanhante segue a sua resposta.</p>
        )}
        <div className="grid gap-1.5">
          <label htmlFor="rsvp-mensagem" className={labelClass}>
            Mensagem para os noivos
          </label>
          <textarea
            id="rsvp-mensagem"
            className={`${fieldClass} min-h-20`}
            maxLength={1000}
            rows={3}
            value={message}
            disabled={readOnly}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        {missing && (
          <p role="alert" className="text-sm text-destructive">
            Escolha uma resposta para cada pessoa.
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {!readOnly && (
          <button type="submit" className={buttonClass('default', 'lg')} disabled={sending}>
            {sending && <Spinner />}
            Enviar resposta
          </button>
        )}
        {result && (
          <p role="status" aria-live="polite" className="text-center text-lg font-semibold text-success">
            {result === 'yes' ? 'Presença confirmada! Obrigado.' : 'Que pena! Sua resposta foi registrada.'}
          </p>
        )}
        {!readOnly && data.respondido_em && !result && (
          <p className="text-center text-xs text-muted-foreground">Você já respondeu; pode mudar a resposta até o prazo.</p>
        )}
      </form>

      {date && (
        <section className="mt-6 grid gap-2 border-t pt-5 text-center" aria-label="Adicionar à agenda">
          <h2 className="flex items-center justify-center gap-2 font-medium">
            <CalendarPlus className="size-5 text-primary" aria-hidden="true" />
            Adicionar à agenda
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <a className={buttonClass('outline')} href={calendarFileUrl(token)} download="casamento.ics">
              Apple, Outlook (.ics)
            </a>
            <a className={buttonClass('outline')} href={googleCalendarUrl(title, date, place)} target="_blank" rel="noopener noreferrer">
              Google Agenda
            </a>
          </div>
        </section>
      )}
    </article>
  )
}

