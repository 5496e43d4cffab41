import { FileSpreadsheet, Paperclip } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'
import {
  MAX_IMPORT_BYTES,
  useCommitImport,
  usePreviewImport,
  type ImportResult,
  type ImportRow,
  type ImportRowState,
} from '../api/import-export'

type GuestImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

const stateBadge: Record<ImportRowState, { label: string; variant: 'success' | 'outline' | 'destructive' | 'warning' }> = {
  novo: { label: 'Novo', variant: 'success' },
  duplicado: { label: 'Já na lista', variant: 'outline' },
  erro: { label: 'Com problema', variant: 'destructive' },
  excedente: { label: 'Fora do limite', variant: 'warning' },
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * 'Importar convidados': choose a .csv or .xlsx, see the server's preview row by row (nothing is
 * written), then import the new rows. The file is sent again on import: the server keeps nothing
 * between the two steps.
 */
export function GuestImportDialog({ open, onOpenChange }: GuestImportDialogProps) {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const preview = usePreviewImport()
  const commit = useCommitImport()

  const reset = () => {
    setFile(null)
    setLocalError(null)
    preview.reset()
    commit.reset()
  }

  const choose = (chosen: File | null) => {
    reset()
    if (!chosen) return
    if (chosen.size > MAX_IMPORT_BYTES) {
      setLocalError('O arquivo deve ter no máximo 2 MB.')
      return
    }
    setFile(chosen)
    preview.mutate(chosen)
  }

  const onImport = () => {
    if (!file) return
    commit.mutate(file, {
      onSuccess: (result) => {
        toast.success(`${plural(result.imported, 'convidado importado', 'convidados importados')}`, {
          description: result.message || undefined,
        })
        reset()
        onOpenChange(false)
      },
      onError: (error) => toast.error('Erro ao importar convidados', { description: errorMessage(error) }),
    })
  }

  const result = preview.data
  const error = localError ?? (preview.isError ? errorMessage(preview.error) : null)

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar convidados</DialogTitle>
          <DialogDescription>
            Envie a planilha salva pelo Excel (.xlsx ou CSV). A primeira linha deve ter os títulos: Nome, E-mail,
            Telefone, Mesa, Acompanhantes. Nada é salvo antes de você confirmar.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Planilha (.csv ou .xlsx)
          </label>
          <div className="flex min-h-11 items-center gap-3 rounded-lg border border-input bg-card p-1.5 pr-3 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring/40">
            <input
              id={inputId}
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null)
                event.target.value = ''
              }}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              onClick={() => document.getElementById(inputId)?.click()}
              className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md bg-muted px-3 text-sm font-medium"
            >
              <Paperclip className="size-4" />
              Escolher arquivo
            </span>
            <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="import-file-name">
              {file ? file.name : 'Nenhum arquivo selecionado'}
            </span>
          </div>
        </div>

        {preview.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Lendo a planilha...
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        {result && <ImportPreview result={result} />}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button onClick={onImport} disabled={!result || result.new === 0 || commit.isPending}>
            {commit.isPending ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
            {result && result.new === 0
              ? 'Nada novo para importar'
              : `Importar ${result ? plural(result.new, 'convidado', 'convidados') : 'convidados'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The preview: totals, the plan's limit when it applies, and every row with its problems. */
function ImportPreview({ result }: { result: ImportResult }) {
  return (
    <section aria-label="Prévia da importação" className="grid gap-3">
      <p className="text-sm" data-testid="import-summary">
        <strong>{plural(result.new, 'novo', 'novos')}</strong>
        {' · '}
        {plural(result.duplicates, 'já na lista', 'já na lista')}
        {' · '}
        {plural(result.problems, 'com problema', 'com problemas')}
        {result.over_limit > 0 && ` · ${result.over_limit} fora do limite`}
      </p>
      {result.message && (
        <p role="note" className="rounded-lg bg-warning-soft p-3 text-sm text-warning">
          {result.message}
        </p>
      )}
      {result.ignored_columns.length > 0 && (
        <p className="text-xs text-muted-foreground">Colunas ignoradas: {result.ignored_columns.join(', ')}</p>
      )}
      {result.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">A planilha não tem convidados abaixo dos títulos.</p>
      ) : (
        <ul className="grid max-h-80 gap-2 overflow-y-auto rounded-lg border p-2" aria-label="Linhas da planilha">
          {result.rows.map((row) => (
            <PreviewRow key={row.line} row={row} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PreviewRow({ row }: { row: ImportRow }) {
  const badge = stateBadge[row.state]
  const details = [row.guest.telefone, row.guest.email, row.guest.mesa ? `Mesa ${row.guest.mesa}` : null]
    .filter(Boolean)
    .join(' · ')
  return (
    <li
      className={cn('grid gap-1 rounded-md px-2 py-1.5 text-sm', row.state === 'erro' && 'bg-destructive-soft/40')}
      data-testid="import-row"
      data-state={row.state}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-xs text-muted-foreground tabular-nums">Linha {row.line}</span>
        <span className="min-w-0 font-medium wrap-anywhere">{row.guest.nome || '(sem nome)'}</span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      {details && <p className="text-xs wrap-anywhere text-muted-foreground">{details}</p>}
      {row.state === 'duplicado' && row.duplicate_of && row.duplicate_of !== 'lista' && (
        <p className="text-xs text-muted-foreground">Repete a {row.duplicate_of}</p>
      )}
      {row.problems.length > 0 && <p className="text-xs text-destructive">{row.problems.join('; ')}</p>}
    </li>
  )
}
