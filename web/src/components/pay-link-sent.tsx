import { MailCheck } from 'lucide-react'

/**
 * What a visitor sees after giving the e-mail for a purchase: the link that continues to
 * payment went to that inbox. The text is the same whether or not the address has an account
 * (the owner of an account gets instructions to change plan after signing in instead).
 */
export function PayLinkSent({ email }: { email: string }) {
  return (
    <div role="status" className="grid gap-2 rounded-xl border border-primary/15 bg-primary-soft/50 p-4 text-sm" data-testid="pay-link-sent">
      <p className="flex items-center gap-2 font-serif text-xl font-semibold">
        <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Enviamos um link para {email}
      </p>
      <p>
        Abram o link no e-mail para continuar para o pagamento; ele vale por 24 horas. Se este e-mail já tiver uma conta no
        Aceito, o e-mail explica como mudar de plano depois de entrar.
      </p>
      <p className="text-muted-foreground">Não chegou? Confiram a caixa de spam.</p>
    </div>
  )
}
