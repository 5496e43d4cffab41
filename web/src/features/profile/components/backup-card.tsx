import { DatabaseBackup, Download } from 'lucide-react'
import { GatedCard } from '@/components/gated-card'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format'
import { usePermission } from '@/lib/permission'
import { BACKUP_FEATURE, backupDownloadURL, useBackups } from '../api/backups'
import { formatSize } from '../utils/file-size'

/**
 * 'Backup automático' in Configurações (Luxo, plan gate automatic_backup): the last 4 weekly
 * copies of the wedding's data (the same zip as 'Baixar meus dados'), each with its date, size and
 * 'Baixar'. Other plans see the gated card; copies made before a downgrade stay downloadable.
 */
export function BackupCard() {
  const permission = usePermission(BACKUP_FEATURE)
  const backups = useBackups()
  const list = backups.data ?? []

  let status
  if (permission.isPending) {
    status = <Skeleton className="h-16" aria-label="Carregando" />
  } else if (permission.data && !permission.data.allowed) {
    status = (
      <GatedCard
        kind="feature"
        message={permission.data.message || 'O backup automático faz parte do plano Luxo.'}
        currentPlanName={permission.data.current_plan_name}
        upgradeRequired={permission.data.upgrade_required}
      />
    )
  } else if (permission.data?.allowed && backups.isSuccess && list.length === 0) {
    status = (
      <p className="text-sm text-muted-foreground">
        A primeira cópia é feita nos próximos minutos e aparece aqui. Depois, uma nova a cada semana.
      </p>
    )
  }

  return (
    <Card id="backup-automatico" className="scroll-mt-24">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <DatabaseBackup className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Backup automático</CardTitle>
            <CardDescription>
              Toda semana guardamos uma cópia de todos os dados e arquivos do casamento. As 4 mais recentes ficam
              disponíveis aqui.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status}
        {backups.isError && (
          <p className="text-sm text-muted-foreground">Não foi possível carregar os backups agora. Recarregue a página.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-2" aria-label="Backups">
            {list.map((b) => (
              <li
                key={b.id}
                className="flex flex-col gap-2 rounded-xl border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  Backup de {formatDate(b.created_at)} · {formatSize(b.size_bytes)}
                </span>
                <Button asChild size="sm" variant="outline">
                  <a href={backupDownloadURL(b.id)} download aria-label={`Baixar backup de ${formatDate(b.created_at)}`}>
                    <Download aria-hidden="true" />
                    Baixar
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
