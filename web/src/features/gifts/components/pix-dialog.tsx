import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Copy, ExternalLink, QrCode, RotateCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { ConflictNotice } from '@/components/conflict-notice'
import { GatedCard } from '@/components/gated-card'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { isApiError, isConflict } from '@/lib/api'
import { usePermission } from '@/lib/permission'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { pixQrUrl, pixQueryOptions, pixResponseSchema, usePix, useSavePix, type PixPayload, type PixResponse } from '../api/pix'
import { pixFormSchema, type PixFormInput } from '../api/pix-form'
import { invalidPixKeyMessage, pixKeyPlaceholders, pixKeyTypeOptions, pixKeyTypes } from '@/lib/pix-key'

/** The spec's pause between saving the key and showing its QR code (part 2 §4, §9). */
export const QR_DELAY_MS = 500

type PixDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'PIX / QR Code' (part 2 §2 Gifts): the wedding's key and its QR code, gated by pix_gifts. */
export function PixDialog({ open, onOpenChange }: PixDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>PIX / QR Code</DialogTitle>
          <DialogDescription>
            Cadastre a chave PIX do casal para os convidados presentearem com um QR Code.
          </DialogDescription>
        </DialogHeader>
        {open && <PixContent />}
      </DialogContent>
    </Dialog>
  )
}

/** The plan feature of the PIX key and its QR code. */
const PIX_FEATURE = 'pix_gifts'

function PixContent() {
  const permission = usePermission(PIX_FEATURE) // the plan gate, answered by the server
  const query = usePix(true)
  const [gate, setGate] = useState<GatedCardProps | null>(null)
  const permissionGate: GatedCardProps | null =
    permission.data && !permission.data.allowed
      ? {
          kind: 'feature',
          feature: PIX_FEATURE,
          message: permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.',
          currentPlanName: permission.data.current_plan_name,
          upgradeRequired: permission.data.upgrade_required,
        }
      : null
  const shownGate = gate ?? gatedCardPropsFromError(query.error) ?? permissionGate

  if (shownGate) {
    // Gated means locked, never hidden: the key saved on a former plan stays visible, read-only.
    const saved = query.data?.pix ?? null
    return (
      <div className="grid gap-4">
        <GatedCard {...shownGate} />
        {saved && (
          <section aria-label="Chave PIX salva" className="grid gap-1 rounded-xl bg-muted px-4 py-3 text-sm" data-testid="pix-read-only">
            <p className="text-muted-foreground">Somente leitura: a chave salva continua aqui. Para editá-la e gerar o QR Code, escolham um plano com o PIX.</p>
            <p>
              <span className="text-muted-foreground">Tipo de chave:</span> {pixKeyTypeOptions[saved.tipo_chave]}
            </p>
            <p className="break-all">
              <span className="text-muted-foreground">Chave PIX:</span> {saved.chave_pix}
            </p>
            <p className="wrap-anywhere">
              <span className="text-muted-foreground">Nome do beneficiário:</span> {saved.nome_beneficiario}
            </p>
          </section>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    )
  }
  if (permission.isPending || query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Carregando...
        </span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="font-medium">Não foi possível carregar as informações PIX.</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </div>
    )
  }
  return <PixEditor initial={query.data} onGated={setGate} />
}

const pixToForm = (pix: PixResponse['pix']): PixFormInput =>
  pix
    ? { tipo_chave: pix.tipo_chave, chave_pix: pix.chave_pix, nome_beneficiario: pix.nome_beneficiario }
    : { tipo_chave: 'email', chave_pix: '', nome_beneficiario: '' }

function PixEditor({ initial, onGated }: { initial: PixResponse; onGated: (gate: GatedCardProps) => void }) {
  const queryClient = useQueryClient()
  const save = useSavePix()
  // The version of the key the form stands on (0: none saved yet), sent with the save.
  const [version, setVersion] = useState(initial.pix?.version ?? 0)
  const [conflict, setConflict] = useState<string | null>(null)
  // The QR on screen: the saved key's version and payload. A fresh save shows it after QR_DELAY_MS.
  const [savedQr, setQr] = useState<{ version: string; payload: string; announce: boolean } | null>(
    initial.pix && initial.payload ? { version: initial.pix.updated_at, payload: initial.payload, announce: false } : null,
  )
  // A saved key waiting for its QR: shown QR_DELAY_MS later (the timer dies with the dialog).
  const [pending, setPending] = useState<{ version: string; payload: string } | null>(null)
  useEffect(() => {
    if (!pending) return
    const id = window.setTimeout(() => {
      setQr({ ...pending, announce: true })
      setPending(null)
    }, QR_DELAY_MS)
    return () => window.clearTimeout(id)
  }, [pending])

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<PixFormInput, unknown, PixPayload>({
    resolver: zodResolver(pixFormSchema),
    defaultValues: pixToForm(initial.pix),
  })
  const keyType = useWatch({ control, name: 'tipo_chave' })

  // A newer key from the other member (realtime refetch) fills the fields not typed here and
  // moves the version the next save stands on (issue 14: merge, never overwrite); its QR
  // replaces the one on screen.
  const theirs = initial.pix
  if (theirs && theirs.version > version) setVersion(theirs.version)
  useEffect(() => {
    if (theirs) reset(pixToForm(theirs), { keepDirtyValues: true })
  }, [theirs, reset])
  const qr =
    savedQr && theirs && initial.payload && theirs.updated_at > savedQr.version
      ? { version: theirs.updated_at, payload: initial.payload, announce: false }
      : savedQr

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ ...values, version })
        setVersion(saved.pix?.version ?? 0)
        setConflict(null)
        toast.success('Informações PIX salvas com sucesso! Gerando QR Code...')
        setQr(null)
        if (saved.pix && saved.payload) setPending({ version: saved.pix.updated_at, payload: saved.payload })
        else toast.error('Erro', { description: 'Não foi possível gerar o QR Code.' })
      } catch (error) {
        if (isConflict(error)) {
          // The other member's key: fields not typed here take it, typed ones stay.
          const current = pixResponseSchema.safeParse(error.details.current)
          if (current.success) {
            reset(pixToForm(current.data.pix), { keepDirtyValues: true })
            setVersion(current.data.pix?.version ?? 0)
            queryClient.setQueryData(pixQueryOptions.queryKey, current.data)
          }
          setConflict(error.message)
          toast.error(error.message)
          return
        }
        const gated = gatedCardPropsFromError(error)
        if (gated) {
          onGated(gated)
          return
        }
        if (isApiError(error) && error.fields.chave_pix) {
          const message = invalidPixKeyMessage(values.tipo_chave)
          setError('chave_pix', { type: 'server', message }, { shouldFocus: true })
          toast.error('Erro', { description: message })
          return
        }
        if (isApiError(error) && error.fields.nome_beneficiario) {
          setError('nome_beneficiario', { type: 'server', message: 'Verifique o nome do beneficiário.' }, { shouldFocus: true })
        }
        toast.error('Erro', { description: 'Não foi possível salvar as informações PIX.' })
      }
    },
    (invalid) => {
      if (invalid.chave_pix?.message) toast.error('Erro', { description: invalid.chave_pix.message })
    },
  )

  const copy = async (payload: string) => {
    try {
      await navigator.clipboard.writeText(payload)
      toast.success('Copiado!')
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar. Selecione o código e copie manualmente.' })
    }
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Informações PIX">
        <ConflictNotice message={conflict} />
        <Controller
          control={control}
          name="tipo_chave"
          render={({ field }) => (
            <Field>
              <Label htmlFor="pix-tipo">Tipo de chave</Label>
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value)
                  // A key typed for one type means nothing for another (part 2 §5).
                  setValue('chave_pix', '')
                  clearErrors('chave_pix')
                }}
              >
                <SelectTrigger id="pix-tipo" ref={field.ref} onBlur={field.onBlur} className="h-11">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {pixKeyTypes.map((value) => (
                    <SelectItem key={value} value={value}>
                      {pixKeyTypeOptions[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError>{errors.tipo_chave?.message}</FieldError>
            </Field>
          )}
        />
        <TextField
          id="pix-chave"
          label="Chave PIX*"
          autoComplete="off"
          inputMode={keyType === 'email' ? 'email' : keyType === 'chave_aleatoria' ? 'text' : 'tel'}
          placeholder={pixKeyPlaceholders[keyType]}
          error={errors.chave_pix?.message}
          {...register('chave_pix')}
        />
        <TextField
          id="pix-nome"
          label="Nome do beneficiário*"
          autoComplete="name"
          maxLength={100}
          hint="No QR Code aparecem até 25 letras, sem acentos."
          error={errors.nome_beneficiario?.message}
          {...register('nome_beneficiario')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? <Spinner /> : <QrCode aria-hidden="true" />}
            Salvar e gerar QR Code
          </Button>
        </DialogFooter>
      </form>

      {qr && (
        <section aria-label="QR Code PIX" className="grid justify-items-center gap-3 rounded-2xl border bg-muted/40 p-4">
          <img
            key={qr.version}
            src={pixQrUrl(qr.version)}
            alt="QR Code PIX para presentear o casal"
            width={200}
            height={200}
            className="size-[200px] rounded-lg bg-white"
            onLoad={() => {
              if (qr.announce) {
                toast.success('QR Code gerado!')
                setQr({ ...qr, announce: false })
              }
            }}
            onError={() => toast.error('Erro', { description: 'Não foi possível gerar o QR Code.' })}
          />
          <a
            href={pixQrUrl(qr.version)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Abrir QR Code em nova janela
          </a>
          <Field className="w-full">
            <Label htmlFor="pix-payload">PIX copia e cola</Label>
            <textarea
              id="pix-payload"
              readOnly
              rows={3}
              value={qr.payload}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-input bg-card px-3 py-2 font-mono text-xs break-all text-foreground"
            />
          </Field>
          <Button type="button" variant="secondary" onClick={() => void copy(qr.payload)}>
            <Copy aria-hidden="true" />
            Copiar código
          </Button>
        </section>
      )}
    </div>
  )
}
