import type { NotificationType } from '../api/schemas'

/** Screen-reader names of the types (the icon colour is never the only cue). */
export const typeLabels: Record<NotificationType, string> = {
  info: 'Informação',
  success: 'Sucesso',
  warning: 'Aviso',
  error: 'Erro',
  reminder: 'Lembrete',
}
