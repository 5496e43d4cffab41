import { NavLink } from '@/lib/nav'
import { cn } from '@/lib/utils'

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80'

/**
 * 'Ao criar a conta você aceita os Termos e a Política de Privacidade', with both links (they
 * open in a new tab so a half-filled form is not lost). `action` is what the person is doing.
 */
export function LegalConsent({ action, className }: { action: string; className?: string }) {
  return (
    <p className={cn('text-center text-xs leading-relaxed text-muted-foreground', className)}>
      {action} você aceita os{' '}
      <NavLink to="/termos" target="_blank" className={linkClass}>
        Termos
      </NavLink>{' '}
      e a{' '}
      <NavLink to="/privacidade" target="_blank" className={linkClass}>
        Política de Privacidade
      </NavLink>
      .
    </p>
  )
}
