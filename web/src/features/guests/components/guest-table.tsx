import { Pencil, Trash } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Guest } from '../api/schemas'
import { GuestStatusSelect } from './guest-status-select'

type GuestTableProps = {
  guests: readonly Guest[]
  onEdit: (guest: Guest) => void
  onRemove: (guest: Guest) => void
}

/** Mobile-only caption inside a cell: on phones each row is shown as a card. */
function CellLabel({ children }: { children: string }) {
  return <span className="text-xs font-medium text-muted-foreground md:hidden">{children}</span>
}

/**
 * The guest table. At 768 px and up it is a regular table; below, each row
 * becomes a stacked card (same markup, so the controls exist only once).
 */
export function GuestTable({ guests, onEdit, onRemove }: GuestTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Convidados</caption>
      <thead className="hidden border-b md:table-header-group">
        <tr>
          {['Nome', 'Mesa', 'Acompanhante', 'Status'].map((title) => (
            <th
              key={title}
              scope="col"
              className="h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {title}
            </th>
          ))}
          <th
            scope="col"
            className="h-11 px-4 text-right align-middle text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Ações
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">
        {guests.map((guest) => (
          <tr
            key={guest.id}
            className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-xl border bg-card p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:transition-colors md:last:border-0 md:hover:bg-muted/40"
          >
            <th
              scope="row"
              className="col-span-2 text-left font-normal md:px-4 md:py-3 md:align-middle"
            >
              <span className="block font-semibold text-foreground">{guest.nome}</span>
              {(guest.email || guest.telefone) && (
                <span className="mt-0.5 block text-xs break-all text-muted-foreground">
                  {[guest.email, guest.telefone].filter(Boolean).join(' · ')}
                </span>
              )}
            </th>
            <td className="flex flex-col gap-1 md:table-cell md:px-4 md:py-3 md:align-middle">
              <CellLabel>Mesa</CellLabel>
              <span className="tabular-nums">{guest.mesa ?? '—'}</span>
            </td>
            <td className="flex flex-col items-start gap-1 md:table-cell md:px-4 md:py-3 md:align-middle">
              <CellLabel>Acompanhante</CellLabel>
              {guest.acompanhante ? <Badge variant="gold">Sim</Badge> : <Badge variant="outline">Individual</Badge>}
            </td>
            <td className="flex flex-col gap-1 md:table-cell md:px-4 md:py-3 md:align-middle">
              <CellLabel>Status</CellLabel>
              <GuestStatusSelect guest={guest} />
            </td>
            <td className="flex items-end justify-end gap-1 md:table-cell md:px-4 md:py-3 md:text-right md:align-middle">
              <div className="inline-flex gap-1">
                <Button variant="ghost" size="icon-sm" aria-label={`Editar ${guest.nome}`} onClick={() => onEdit(guest)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remover ${guest.nome}`}
                  className="text-destructive hover:bg-destructive-soft hover:text-destructive"
                  onClick={() => onRemove(guest)}
                >
                  <Trash aria-hidden="true" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
