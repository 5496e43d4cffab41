import { zodResolver } from '@hookform/resolvers/zod'
import { ImagePlus, Upload } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { toast } from 'sonner'
import { GatedCard } from '@/components/gated-card'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field, FieldError, FieldHint } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { cn } from '@/lib/utils'
import { useUploadImage } from '../api/gallery'
import {
  ACCEPTED_IMAGE_TYPES,
  categoryLabels,
  emptyUploadForm,
  galleryCategories,
  serverFieldMessage,
  titleFor,
  uploadFormSchema,
  type UploadFormInput,
  type UploadFormValues,
} from '../api/schemas'

type AddImageDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The add-image dialog (part 2 §2, §4: opens and closes; resets on success). */
export function AddImageDialog({ open, onOpenChange }: AddImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar Imagem</DialogTitle>
          <DialogDescription>PNG, JPEG, GIF ou WebP de até 2MB.</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when the dialog closes: every opening starts an empty form. */}
        <UploadForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

const fieldOrder = ['file', 'titulo', 'categoria', 'descricao', 'publico'] as const

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm'

function UploadForm({ onDone }: { onDone: () => void }) {
  const upload = useUploadImage()
  const [gate, setGate] = useState<GatedCardProps | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UploadFormInput, unknown, UploadFormValues>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: emptyUploadForm,
  })

  const file = useWatch({ control, name: 'file' })
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  )
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  // The first failing field (in the form's order) also gets the spec's toast.
  const onInvalid = (formErrors: FieldErrors<UploadFormInput>) => {
    const first = fieldOrder.map((name) => formErrors[name]?.message).find(Boolean)
    if (first) toast.error(titleFor(first), { description: first })
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await upload.mutateAsync(values)
      toast.success('Imagem adicionada à galeria.')
      onDone()
    } catch (error) {
      const gated = gatedCardPropsFromError(error)
      if (gated) {
        toast.error('Limite atingido', { description: gated.message })
        setGate(gated)
        return
      }
      if (isApiError(error) && error.fromServer) {
        let first: string | null = null
        for (const [field, code] of Object.entries(error.fields)) {
          const message = serverFieldMessage(field, code)
          if (!message || !(fieldOrder as readonly string[]).includes(field)) continue
          setError(field as (typeof fieldOrder)[number], { type: 'server', message }, { shouldFocus: first === null })
          first ??= message
        }
        if (first) {
          toast.error(titleFor(first), { description: first })
          return
        }
      }
      toast.error('Erro', { description: 'Erro ao fazer upload da imagem.' })
    }
  }, onInvalid)

  if (gate) {
    return (
      <div className="grid gap-4">
        <GatedCard {...gate} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    )
  }

  const busy = upload.isPending
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Adicionar imagem">
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <Field>
            <Label htmlFor="gallery-file">Imagem*</Label>
            {/* The native input stays (keyboard, screen readers, tests); the visible picker is ours, in pt-BR. */}
            <input
              id="gallery-file"
              name={field.name}
              ref={field.ref}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? 'gallery-file-error' : 'gallery-file-hint'}
              className="peer sr-only"
            />
            <label
              htmlFor="gallery-file"
              aria-hidden="true"
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-input bg-card p-3 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                errors.file && 'border-destructive',
              )}
            >
              <span className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-primary-soft px-3 py-1.5 font-medium text-primary-soft-foreground">
                <Upload className="size-4" />
                Escolher imagem
              </span>
              <span className="min-w-0 truncate text-muted-foreground">{file ? file.name : 'Nenhum arquivo selecionado'}</span>
            </label>
            {preview ? (
              <img src={preview} alt="Pré-visualização" className="max-h-40 w-full rounded-lg object-contain bg-muted" />
            ) : (
              <FieldHint id="gallery-file-hint">Máximo de 2MB.</FieldHint>
            )}
            <FieldError id="gallery-file-error">{errors.file?.message}</FieldError>
          </Field>
        )}
      />
      <TextField id="gallery-titulo" label="Título*" autoComplete="off" error={errors.titulo?.message} {...register('titulo')} />
      <Field>
        <Label htmlFor="gallery-descricao">Descrição</Label>
        <Textarea
          id="gallery-descricao"
          rows={3}
          aria-invalid={errors.descricao ? true : undefined}
          aria-describedby={errors.descricao ? 'gallery-descricao-error' : undefined}
          {...register('descricao')}
        />
        <FieldError id="gallery-descricao-error">{errors.descricao?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="gallery-categoria">Categoria*</Label>
        <select
          id="gallery-categoria"
          className={selectClass}
          aria-invalid={errors.categoria ? true : undefined}
          aria-describedby={errors.categoria ? 'gallery-categoria-error' : undefined}
          {...register('categoria')}
        >
          <option value="">Selecione uma categoria</option>
          {galleryCategories.map((value) => (
            <option key={value} value={value}>
              {categoryLabels[value]}
            </option>
          ))}
        </select>
        <FieldError id="gallery-categoria-error">{errors.categoria?.message}</FieldError>
      </Field>
      <Controller
        control={control}
        name="publico"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl bg-muted/60 p-3">
            <Checkbox
              id="gallery-publico"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <div className="grid gap-0.5">
              <Label htmlFor="gallery-publico" className="cursor-pointer">
                Imagem pública
              </Label>
              <p className="text-xs text-muted-foreground">Quem tiver o link poderá ver esta imagem.</p>
            </div>
          </div>
        )}
      />
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : <ImagePlus aria-hidden="true" />}
          Adicionar
        </Button>
      </DialogFooter>
    </form>
  )
}
