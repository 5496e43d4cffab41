/**
 * The guests' wedding site /casamento/{slug} (issue 13 §5–6). It is its own entry (site.html):
 * guests open it from WhatsApp on 4G, so it uses React and fetch only — no router, query
 * client or schema library — and stays far under 100 kB of gzipped JS.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { formatBRL } from '@/lib/format'
import { call, failureOf, PASSWORD_KEY, readSite, type Claimed, type Failure, type Payment, type Place, type PublicGift, type Site, type SiteRead } from './site-api'


/** "2027-05-15" → "15/05/2027". */
function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}/${m}/${y}`
}

/** Whole days from today (the guest's calendar) to iso; negative once it has passed. */
function daysUntil(iso: string, now = new Date()): number {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const target = Date.UTC(y, m - 1, d)
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  return Math.round((target - today) / 86_400_000)
}

function countdownText(iso: string, now = new Date()): string {
  const days = daysUntil(iso, now)
  if (days > 1) return `Faltam ${days} dias`
  if (days === 1) return 'É amanhã!'
  if (days === 0) return 'É hoje!'
  return 'Já dissemos sim!'
}

/**
 * `initial` is the first read already made (site-main.tsx reads before it renders, so the site
 * the server painted stays until the page replaces it with the same, issue 16); without it the
 * page reads on mount and shows 'Carregando...' meanwhile.
 */
export function PublicSite({ slug, initial }: { slug: string; initial?: SiteRead }) {
  const [password, setPassword] = useState<string | null>(() => (initial ? initial.password : sessionStorage.getItem(PASSWORD_KEY(slug))))
  const [site, setSite] = useState<Site | null>(initial?.site ?? null)
  const [failure, setFailure] = useState<Failure | null>(initial?.failure ?? null)
  // Bumped after a gift is claimed, so the list shows the cotas left.
  const [version, setVersion] = useState(0)
  // The read the page starts with is initial's when there is one.
  const readAlready = useRef(initial !== undefined)

  useEffect(() => {
    if (readAlready.current) {
      readAlready.current = false
      return
    }
    let live = true
    void readSite(slug, password).then((read) => {
      if (!live) return
      if (read.site) {
        setSite(read.site)
        setFailure(null)
      } else setFailure(read.failure ?? null)
    })
    return () => {
      live = false
    }
  }, [slug, password, version])

  useEffect(() => {
    if (site) document.title = `${site.nomes} · Casamento`
  }, [site])

  let body: ReactNode
  if (site) body = <SiteBody site={site} password={password} onStale={() => setVersion((v) => v + 1)} />
  else if (failure && failure.status === 401)
    body = <PasswordForm wrong={failure.code === 'site_password_wrong'} onSubmit={setPassword} />
  else if (failure)
    body = (
      <Centered>
        <h1 className="font-serif text-3xl font-semibold">{failure.status === 404 ? 'Site não encontrado' : 'Algo deu errado'}</h1>
        <p className="text-muted-foreground">
          {failure.status === 404 ? 'Confira o endereço que os noivos enviaram.' : failure.message}
        </p>
      </Centered>
    )
  else
    body = (
      <Centered>
        <p role="status">Carregando...</p>
      </Centered>
    )

  return (
    <>
      <meta name="robots" content="noindex" />
      <div className="min-h-dvh bg-background text-foreground">{body}</div>
    </>
  )
}

function Centered({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">{children}</main>
}

function PasswordForm({ wrong, onSubmit }: { wrong: boolean; onSubmit: (pw: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <Centered>
      <h1 className="font-serif text-3xl font-semibold">Site protegido</h1>
      <p className="text-muted-foreground">Digite a senha que os noivos enviaram junto com o convite.</p>
      <form
        className="grid w-full gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (value.trim()) onSubmit(value.trim())
        }}
      >
        <label htmlFor="site-password" className="text-left text-sm font-medium">
          Senha do site
        </label>
        <input
          id="site-password"
          type="password"
          className={inputClass}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? 'site-password-error' : undefined}
        />
        {wrong && (
          <p id="site-password-error" role="alert" className="text-sm text-destructive">
            Senha incorreta.
          </p>
        )}
        <button type="submit" className={primaryButton}>
          Entrar
        </button>
      </form>
    </Centered>
  )
}

const inputClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring'
const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 disabled:opacity-60'
const outlineButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-input bg-card px-5 font-medium hover:bg-muted disabled:opacity-60'

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="grid gap-3">
      <h2 id={id ? `${id}-title` : undefined} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function PlaceCard({ title, place }: { title: string; place: Place }) {
  return (
    <div className="grid gap-1 rounded-2xl border bg-card p-4 shadow-soft">
      <h3 className="font-serif text-xl font-semibold">{title}</h3>
      {place.horario && <p className="font-medium">às {place.horario}</p>}
      {place.local && <p>{place.local}</p>}
      {place.endereco && <p className="text-sm text-muted-foreground">{place.endereco}</p>}
      {place.maps_url && (
        <a className="mt-1 font-medium text-primary underline" href={place.maps_url} target="_blank" rel="noreferrer">
          Ver no mapa
        </a>
      )}
    </div>
  )
}

function SiteBody({ site, password, onStale }: { site: Site; password: string | null; onStale: () => void }) {
  return (
    <main className="mx-auto grid max-w-3xl gap-10 px-4 py-10 sm:px-6">
      <header className="grid gap-2 text-center">
        <p className="text-sm tracking-widest text-muted-foreground uppercase">Vamos nos casar</p>
        <h1 className="font-serif text-4xl font-semibold wrap-anywhere text-primary sm:text-5xl">{site.nomes}</h1>
        {site.data && (
          <>
            <p className="text-lg font-medium">{formatDay(site.data)}</p>
            <p data-testid="countdown" className="text-muted-foreground">
              {countdownText(site.data)}
            </p>
          </>
        )}
      </header>
      {site.historia && (
        <Section title="Nossa história">
          <p className="wrap-anywhere whitespace-pre-line">{site.historia}</p>
        </Section>
      )}
      {(site.cerimonia || site.festa) && (
        <Section title="Onde e quando">
          <div className="grid gap-4 sm:grid-cols-2">
            {site.cerimonia && <PlaceCard title="Cerimônia" place={site.cerimonia} />}
            {site.festa && <PlaceCard title="Festa" place={site.festa} />}
          </div>
        </Section>
      )}
      {site.traje && (
        <Section title="Traje">
          <p className="wrap-anywhere">{site.traje}</p>
        </Section>
      )}
      {site.dicas && (
        <Section title="Dicas para quem vem de fora">
          <p className="wrap-anywhere whitespace-pre-line">{site.dicas}</p>
        </Section>
      )}
      <Section title="Confirmar presença">
        <p>
          Cada convidado tem um link pessoal de confirmação. Abra o link que os noivos enviaram para você por WhatsApp ou
          e-mail e responda por você e pela sua família.
        </p>
      </Section>
      {site.presentes && (
        <Section title="Lista de presentes" id="presentes">
          {site.presentes.length === 0 ? (
            <p className="text-muted-foreground">Todos os presentes já foram escolhidos. Agradecemos o carinho!</p>
          ) : (
            <ul aria-label="Presentes" className="grid gap-4 sm:grid-cols-2">
              {site.presentes.map((g) => (
                <li key={g.id}>
                  <GiftItem slug={site.slug} gift={g} password={password} onStale={onStale} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <footer className="text-center text-xs text-muted-foreground">Feito com Aceito</footer>
    </main>
  )
}

function GiftItem({ slug, gift, password, onStale }: { slug: string; gift: PublicGift; password: string | null; onStale: () => void }) {
  const [payment, setPayment] = useState<Payment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Claimed | null>(null)
  const base = `/api/public/sites/${encodeURIComponent(slug)}/gifts/${encodeURIComponent(gift.id)}`

  const pick = async () => {
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      setPayment(await call<Payment>(`${base}/pix`, password))
    } catch (e) {
      setError(failureOf(e).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <article data-testid="site-gift" className="grid h-full gap-2 rounded-2xl border bg-card p-4 shadow-soft">
      <h3 className="font-serif text-xl font-semibold wrap-anywhere">{gift.nome}</h3>
      {gift.descricao && <p className="text-sm wrap-anywhere text-muted-foreground">{gift.descricao}</p>}
      {gift.cotas > 1 && gift.valor_cota_cents !== null ? (
        <p>
          <span className="font-semibold">{gift.cotas} cotas de {formatBRL(gift.valor_cota_cents)}</span>
          <span className="text-sm text-muted-foreground"> · {gift.cotas_livres} disponíveis</span>
        </p>
      ) : (
        gift.valor_cents !== null && gift.valor_cents > 0 && <p className="font-semibold">{formatBRL(gift.valor_cents)}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {done ? (
        <p role="status" className="rounded-lg bg-success-soft p-3 text-sm">
          Agradecemos o presente! Os noivos vão confirmar quando o PIX chegar.
        </p>
      ) : payment ? (
        <PaymentPanel
          payment={payment}
          path={`${base}/claims`}
          password={password}
          onDone={(c) => {
            setDone(c)
            setPayment(null)
            onStale()
          }}
          onTaken={(msg) => {
            setPayment(null)
            setError(msg)
          }}
        />
      ) : (
        <button type="button" className={`${primaryButton} mt-auto`} onClick={() => void pick()} disabled={busy}>
          {gift.cotas > 1 ? 'Presentear uma cota' : 'Presentear'}
        </button>
      )}
    </article>
  )
}

function PaymentPanel({
  payment,
  path,
  password,
  onDone,
  onTaken,
}: {
  payment: Payment
  path: string
  password: string | null
  onDone: (c: Claimed) => void
  onTaken: (message: string) => void
}) {
  const [nome, setNome] = useState('')
  const [mensagem, setMensagem] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const payloadId = `pix-payload-${payment.gift_id}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payment.payload)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!nome.trim()) {
      setError('Informe seu nome.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const c = await call<Claimed>(path, password, {
        method: 'POST',
        body: { cota: payment.cota, nome: nome.trim(), mensagem: mensagem.trim() || null },
      })
      onDone(c)
    } catch (err) {
      const f = failureOf(err)
      if (f.code === 'cota_taken') onTaken(f.message)
      else setError(f.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid gap-3" data-testid="pix-panel">
      {payment.cotas > 1 && (
        <p className="text-sm">
          Cota {payment.cota} de {payment.cotas}
        </p>
      )}
      <p className="font-semibold">
        {payment.valor_cents > 0 ? `PIX de ${formatBRL(payment.valor_cents)}` : 'PIX no valor que você escolher'}
      </p>
      <img src={payment.qr} alt="QR Code PIX" width={240} height={240} className="mx-auto size-60 bg-white" />
      <label htmlFor={payloadId} className="text-sm font-medium">
        PIX copia e cola
      </label>
      <textarea id={payloadId} readOnly rows={3} value={payment.payload} className={`${inputClass} h-auto py-2 font-mono text-xs break-all`} />
      <button type="button" className={outlineButton} onClick={() => void copy()}>
        {copied ? 'Copiado!' : 'Copiar código'}
      </button>
      <p className="text-xs text-muted-foreground">Código da transação: {payment.txid}</p>
      <form className="grid gap-2 border-t pt-3" onSubmit={(e) => void submit(e)} noValidate>
        <p className="text-sm">Depois de pagar no app do seu banco, avise os noivos:</p>
        <label htmlFor={`${payloadId}-nome`} className="text-sm font-medium">
          Seu nome
        </label>
        <input
          id={`${payloadId}-nome`}
          className={inputClass}
          value={nome}
          maxLength={100}
          onChange={(e) => setNome(e.target.value)}
          autoComplete="name"
        />
        <label htmlFor={`${payloadId}-mensagem`} className="text-sm font-medium">
          Mensagem para os noivos
        </label>
        <textarea
          id={`${payloadId}-mensagem`}
          className={`${inputClass} h-auto py-2`}
          rows={3}
          maxLength={500}
          value={mensagem}
          onChange={(e) => setMensagem(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={busy}>
          Já fiz o PIX
        </button>
      </form>
    </div>
  )
}
