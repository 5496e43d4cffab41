import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, ExternalLink, Globe, Pencil } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { ConflictNotice } from '@/components/conflict-notice'
import { GatedCard } from '@/components/gated-card'
import { TextField } from '@/components/text-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError, isConflict } from '@/lib/api'
import { formatBRL } from '@/lib/format'
import { mergeFields } from '@/lib/merge-fields'
import { usePermission } from '@/lib/permission'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import {
  claimStatusLabels,
  useConfirmClaim,
  useDiscardClaim,
  useGiftClaims,
  usePublishWeddingSite,
  useSaveWeddingSite,
  siteResponse,
  useThankClaim,
  useWeddingSite,
  weddingSiteQueryOptions,
  type GiftClaim,
  type WeddingSite,
  type WeddingSitePayload,
} from '../api/site'

const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/

const slugMessages = {
  required: 'Escolha o endereço do site.',
  invalid: 'Use só letras minúsculas sem acento, números e hífens (ex.: ana-e-joao).',
}

const fieldMessages: Record<string, Record<string, string>> = {
  slug: {
    required: 'Escolha o endereço do site.',
    too_short: 'O endereço precisa ter pelo menos 3 caracteres.',
    too_long: 'O endereço pode ter no máximo 40 caracteres.',
    invalid: 'Use só letras minúsculas sem acento, números e hífens (ex.: ana-e-joao).',
    reserved: 'Este endereço é reservado. Escolha outro.',
    taken: 'Este endereço já está em uso. Escolha outro.',
  },
  senha: { too_short: 'A senha precisa ter pelo menos 4 caracteres.', too_long: 'Senha muito longa.' },
  cerimonia_horario: { invalid: 'Use o formato HH:MM (ex.: 16:00).' },
  festa_horario: { invalid: 'Use o formato HH:MM (ex.: 19:30).' },
}

const siteURL = (slug: string) => `${window.location.origin}/casamento/${slug}`

/** The plan feature of the site and its gifts (one feature). */
const SITE_FEATURE = 'pix_gifts'

/** The saved content shown read-only to a plan without the feature, with the form's labels. */
const readOnlyTexts: { name: (typeof texts)[number]; label: string }[] = [
  { name: 'historia', label: 'Nossa história' },
  { name: 'cerimonia_local', label: 'Cerimônia: local' },
  { name: 'cerimonia_endereco', label: 'Cerimônia: endereço' },
  { name: 'cerimonia_horario', label: 'Cerimônia: horário' },
  { name: 'festa_local', label: 'Festa: local' },
  { name: 'festa_endereco', label: 'Festa: endereço' },
  { name: 'festa_horario', label: 'Festa: horário' },
  { name: 'traje', label: 'Traje' },
  { name: 'dicas', label: 'Dicas para quem vem de fora' },
]

/** 'Site do casamento' on /app/gifts (issue 13 §5): address, content, password, 'Publicar'. */
export function WeddingSiteCard() {
  const permission = usePermission(SITE_FEATURE) // the plan gate, answered by the server
  const query = useWeddingSite()
  const publish = usePublishWeddingSite()
  const [editing, setEditing] = useState(false)
  const permissionGate: GatedCardProps | null =
    permission.data && !permission.data.allowed
      ? {
          kind: 'feature',
          feature: SITE_FEATURE,
          message: permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.',
          currentPlanName: permission.data.current_plan_name,
          upgradeRequired: permission.data.upgrade_required,
        }
      : null
  const gate = gatedCardPropsFromError(query.error) ?? permissionGate
  if (gate) {
    // Gated means locked, never hidden: the site made on a former plan stays visible, read-only.
    const saved = query.data ?? null
    return (
      <div className="grid gap-4">
        <GatedCard {...gate} />
        {saved && (
          <Card data-testid="wedding-site-read-only">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Globe className="size-5 text-primary" aria-hidden="true" />
                Site do casamento
              </CardTitle>
              <CardDescription>
                Somente leitura: o site fica fora do ar, e o conteúdo salvo continua aqui. Para editá-lo e publicá-lo, escolham um
                plano com o site.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Endereço</dt>
                  <dd className="font-medium break-all">{siteURL(saved.slug)}</dd>
                </div>
                {readOnlyTexts.map(({ name, label }) =>
                  saved[name] ? (
                    <div key={name}>
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="wrap-anywhere whitespace-pre-line">{saved[name]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </CardContent>
          </Card>
        )}
        {saved && <ClaimsList readOnly />}
      </div>
    )
  }
  const site = query.data

  const togglePublished = async (next: boolean) => {
    try {
      await publish.mutateAsync(next)
      toast.success(next ? 'Site publicado!' : 'Site despublicado.')
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
    }
  }

  return (
    <Card data-testid="wedding-site-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Globe className="size-5 text-primary" aria-hidden="true" />
            Site do casamento
          </CardTitle>
          {site && <Badge variant={site.published ? 'success' : 'outline'}>{site.published ? 'Publicado' : 'Não publicado'}</Badge>}
        </div>
        <CardDescription>
          Uma página para os convidados com a data, a história de vocês, os locais com mapa, o traje e a lista de presentes
          por PIX.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : query.isError ? (
          <p role="alert">Não foi possível carregar o site do casamento.</p>
        ) : (
          <>
            {site && (
              <p className="text-sm break-all">
                Endereço:{' '}
                {site.published ? (
                  <a className="font-medium text-primary underline" href={siteURL(site.slug)} target="_blank" rel="noreferrer">
                    {siteURL(site.slug)}
                    <ExternalLink className="ml-1 inline size-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="font-medium">{siteURL(site.slug)}</span>
                )}
                {site.has_password && <span className="text-muted-foreground"> · protegido por senha</span>}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant={site ? 'outline' : 'default'} onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {site ? 'Editar site' : 'Criar site'}
              </Button>
              {site &&
                (site.published ? (
                  <Button variant="outline" onClick={() => void togglePublished(false)} disabled={publish.isPending}>
                    Despublicar
                  </Button>
                ) : (
                  <Button onClick={() => void togglePublished(true)} disabled={publish.isPending}>
                    Publicar
                  </Button>
                ))}
            </div>
          </>
        )}
      </CardContent>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Site do casamento</DialogTitle>
            <DialogDescription>Os nomes e a data vêm do seu perfil. Todos os outros campos são opcionais.</DialogDescription>
          </DialogHeader>
          {editing && <SiteForm site={site ?? null} onDone={() => setEditing(false)} />}
        </DialogContent>
      </Dialog>
    </Card>
  )
}

type FormValues = Omit<WeddingSitePayload, 'senha' | 'version'> & { senha: string; removerSenha: boolean }

const texts = [
  'historia',
  'cerimonia_local',
  'cerimonia_endereco',
  'cerimonia_horario',
  'festa_local',
  'festa_endereco',
  'festa_horario',
  'traje',
  'dicas',
] as const

const formFrom = (site: WeddingSite | null): FormValues => ({
    slug: site?.slug ?? '',
    senha: '',
    removerSenha: false,
    historia: site?.historia ?? null,
    cerimonia_local: site?.cerimonia_local ?? null,
    cerimonia_endereco: site?.cerimonia_endereco ?? null,
    cerimonia_horario: site?.cerimonia_horario ?? null,
    festa_local: site?.festa_local ?? null,
    festa_endereco: site?.festa_endereco ?? null,
    festa_horario: site?.festa_horario ?? null,
    traje: site?.traje ?? null,
    dicas: site?.dicas ?? null,
})

function SiteForm({ site, onDone }: { site: WeddingSite | null; onDone: () => void }) {
  const queryClient = useQueryClient()
  const save = useSaveWeddingSite()
  const [values, setValues] = useState<FormValues>(() => formFrom(site))
  // The saved site the form was built from, with its version (sent with the save).
  const [base, setBase] = useState(() => ({ version: site?.version ?? 0, values: formFrom(site) }))
  const [conflict, setConflict] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (name: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  // A newer site from the other member (realtime refetch) fills the fields not typed here and
  // moves the version the next save stands on (issue 14: merge, never overwrite).
  if (site && site.version > base.version) {
    const next = formFrom(site)
    setValues((v) => mergeFields(base.values, v, next))
    setBase({ version: site.version, values: next })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const slug = values.slug.trim().toLowerCase()
    if (!SLUG_RE.test(slug) || slug.length < 3 || slug.length > 40) {
      setErrors({ slug: slug === '' ? slugMessages.required : slugMessages.invalid })
      return
    }
    const payload: WeddingSitePayload = { slug, ...Object.fromEntries(texts.map((k) => [k, values[k]?.trim() || null])) } as WeddingSitePayload
    if (values.removerSenha) payload.senha = ''
    else if (values.senha.trim() !== '') payload.senha = values.senha
    payload.version = base.version
    try {
      await save.mutateAsync(payload)
      toast.success('Site salvo!')
      onDone()
    } catch (error) {
      if (isConflict(error)) {
        // The other member's site: fields not typed here take its values, typed ones stay.
        const parsed = siteResponse.safeParse(error.details.current)
        if (parsed.success) {
          const next = formFrom(parsed.data.site)
          setValues((v) => mergeFields(base.values, v, next))
          setBase({ version: parsed.data.site?.version ?? 0, values: next })
          queryClient.setQueryData(weddingSiteQueryOptions.queryKey, parsed.data.site)
        }
        setConflict(error.message)
        toast.error(error.message)
        return
      }
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([f, code]) => [f, fieldMessages[f]?.[code] ?? (code === 'too_long' ? 'Texto muito longo.' : 'Valor inválido.')]),
          ),
        )
      }
      toast.error('Erro', { description: errorMessage(error) })
    }
  }

  const input = (name: (typeof texts)[number], label: string, extra: { placeholder?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      id={`site-${name}`}
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  )
  const area = (name: 'historia' | 'dicas', label: string) => (
    <Field>
      <Label htmlFor={`site-${name}`}>{label}</Label>
      <Textarea
        id={`site-${name}`}
        rows={4}
        value={values[name] ?? ''}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
      />
      <FieldError id={`site-${name}-error`}>{errors[name]}</FieldError>
    </Field>
  )

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="Site do casamento">
      <ConflictNotice message={conflict} />
      <TextField
        id="site-slug"
        label="Endereço do site*"
        value={values.slug}
        onChange={(e) => set('slug')(e.target.value)}
        error={errors.slug}
        hint={`${window.location.origin}/casamento/${values.slug.trim().toLowerCase() || 'ana-e-joao'}`}
        autoComplete="off"
        autoCapitalize="none"
      />
      {area('historia', 'Nossa história')}
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-medium">Cerimônia</legend>
        {input('cerimonia_local', 'Local')}
        {input('cerimonia_endereco', 'Endereço')}
        {input('cerimonia_horario', 'Horário', { placeholder: '16:00', inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-medium">Festa</legend>
        {input('festa_local', 'Local')}
        {input('festa_endereco', 'Endereço')}
        {input('festa_horario', 'Horário', { placeholder: '19:00', inputMode: 'numeric' })}
      </fieldset>
      {input('traje', 'Traje', { placeholder: 'Esporte fino' })}
      {area('dicas', 'Dicas para quem vem de fora')}
      <TextField
        id="site-senha"
        type="password"
        label={site?.has_password ? 'Nova senha do site (opcional)' : 'Senha do site (opcional)'}
        hint="Com senha, só quem a recebeu de vocês abre o site."
        value={values.senha}
        onChange={(e) => set('senha')(e.target.value)}
        error={errors.senha}
        autoComplete="new-password"
        disabled={values.removerSenha}
      />
      {site?.has_password && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="site-remover-senha"
            checked={values.removerSenha}
            onCheckedChange={(c) => setValues((v) => ({ ...v, removerSenha: c === true }))}
          />
          <Label htmlFor="site-remover-senha">Remover a senha</Label>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Salvar site
        </Button>
      </DialogFooter>
    </form>
  )
}

/** 'PIX dos convidados': each 'Já fiz o PIX', confirmed by the couple when the money arrives. */
export function GiftClaimsCard() {
  const permission = usePermission(SITE_FEATURE)
  // Without the feature the claims show read-only under the gated card, in WeddingSiteCard.
  if (!permission.data?.allowed) return null
  return <ClaimsList readOnly={false} />
}

/**
 * The guests' claims. Read on every plan (issue 15: gated means locked, never hidden); readOnly
 * lists them with their status and no action, for a plan without the feature.
 */
function ClaimsList({ readOnly }: { readOnly: boolean }) {
  const site = useWeddingSite()
  const claims = useGiftClaims(site.isSuccess)
  const confirm = useConfirmClaim()
  const discard = useDiscardClaim()
  const thank = useThankClaim()
  if (!site.isSuccess || !claims.data || claims.data.length === 0) return null

  const run = async (action: Promise<unknown>, ok: string) => {
    try {
      await action
      toast.success(ok)
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
    }
  }

  return (
    <Card data-testid={readOnly ? 'gift-claims-read-only' : undefined}>
      <CardHeader>
        <CardTitle>PIX dos convidados</CardTitle>
        <CardDescription>
          {readOnly
            ? 'Somente leitura: os PIX dos convidados e o que vocês marcaram continuam aqui. Para confirmá-los, escolham um plano com o site.'
            : 'Confirme cada PIX quando o dinheiro aparecer no extrato (o código da transação ajuda a achar).'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="PIX dos convidados" className="grid gap-3">
          {claims.data.map((c: GiftClaim) => (
            <li key={c.id} data-testid="gift-claim" className="grid gap-2 rounded-xl border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">
                    {c.gift_nome}
                    {c.cotas > 1 && <span className="text-muted-foreground"> · cota {c.cota} de {c.cotas}</span>}
                  </p>
                  <p className="text-sm wrap-anywhere">
                    {c.nome}
                    {c.valor_cents !== null && c.valor_cents > 0 && <> · {formatBRL(c.valor_cents)}</>}
                  </p>
                  {c.mensagem && <p className="text-sm text-muted-foreground wrap-anywhere whitespace-pre-line">“{c.mensagem}”</p>}
                  <p className="text-xs text-muted-foreground">Código: {c.txid}</p>
                </div>
                <Badge variant={c.status === 'recebido' ? 'success' : 'gold'}>
                  {c.status === 'recebido' && <CheckCircle2 aria-hidden="true" />}
                  {claimStatusLabels[c.status]}
                </Badge>
              </div>
              {readOnly ? (
                c.status === 'recebido' && (
                  <p className="text-sm text-muted-foreground">
                    {c.agradecimento_enviado ? 'Agradecimento enviado' : 'Agradecimento não enviado'}
                  </p>
                )
              ) : c.status === 'aguardando' ? (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => void run(confirm.mutateAsync(c.id), 'PIX confirmado!')} disabled={confirm.isPending}>
                    Confirmar recebimento
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void run(discard.mutateAsync(c.id), 'Aviso descartado.')} disabled={discard.isPending}>
                    Não recebi
                  </Button>
                </div>
              ) : (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`thanks-${c.id}`}
                    checked={c.agradecimento_enviado}
                    disabled={thank.isPending}
                    onCheckedChange={(v) => void run(thank.mutateAsync({ id: c.id, enviado: v === true }), 'Salvo.')}
                  />
                  <Label htmlFor={`thanks-${c.id}`}>Agradecimento enviado</Label>
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
