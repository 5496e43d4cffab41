import type { UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { isApiError } from '@/lib/api'
import { guestFieldMessage, isGuestFormField, type GuestFormInput } from '../api/schemas'

/**
 * Shows a failed add/edit: field codes under their fields, anything else as a toast.
 * Plan gates (403 plan_limit) are shown by the dialog as a gated card before this is called.
 */
export function reportGuestSaveError(error: unknown, editing: boolean, setError: UseFormSetError<GuestFormInput>) {
  if (!isApiError(error) || !error.fromServer) {
    toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
    return
  }
  let mapped = false
  for (const [field, code] of Object.entries(error.fields)) {
    if (!isGuestFormField(field)) continue
    setError(field, { type: 'server', message: guestFieldMessage(field, code, error.message) }, { shouldFocus: !mapped })
    mapped = true
  }
  if (!mapped) {
    toast.error(editing ? 'Erro ao atualizar convidado' : 'Erro ao adicionar convidado', { description: error.message })
  }
}
