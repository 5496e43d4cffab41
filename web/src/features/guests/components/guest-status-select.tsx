import { toast } from 'sonner'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useUpdateGuestStatus } from '../api/mutations'
import { guestStatuses, guestStatusLabels, type Guest, type GuestStatus } from '../api/schemas'

const statusStyles: Record<GuestStatus, string> = {
  pendente: 'bg-warning-soft text-warning border-warning/20',
  confirmado: 'bg-success-soft text-success border-success/20',
  recusado: 'bg-destructive-soft text-destructive border-destructive/20',
}

const dotStyles: Record<GuestStatus, string> = {
  pendente: 'bg-warning',
  confirmado: 'bg-success',
  recusado: 'bg-destructive',
}

function isGuestStatus(value: string): value is GuestStatus {
  return (guestStatuses as readonly string[]).includes(value)
}

/** Inline status select of a table row: PATCHes status_confirmacao at once. */
export function GuestStatusSelect({ guest }: { guest: Guest }) {
  const update = useUpdateGuestStatus()
  const status = guest.status_confirmacao

  const onChange = (value: string) => {
    if (!isGuestStatus(value) || value === status) return
    update.mutate(
      { id: guest.id, status: value },
      {
        onSuccess: () => toast.success('Status atualizado'),
        onError: (error) => toast.error('Erro ao atualizar status', { description: errorMessage(error) }),
      },
    )
  }

  return (
    <Select value={status} onValueChange={onChange}>
      <SelectTrigger
        aria-label={`Status de ${guest.nome}`}
        className={cn('h-9 w-[9.5rem] rounded-full font-medium', statusStyles[status])}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {guestStatuses.map((value) => (
          <SelectItem key={value} value={value}>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-2 rounded-full', dotStyles[value])} />
              {guestStatusLabels[value]}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
