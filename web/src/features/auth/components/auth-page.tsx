import { useState } from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useNavSearchParams } from '@/lib/nav'
import { TRIAL_OFFER } from '@/lib/trial'
import { AuthLayout } from './auth-layout'
import { ForgotPasswordForm } from './forgot-password-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type Tab = 'entrar' | 'criar-conta'

/** /auth: sign in (spec) and create an account (our addition) in two tabs. */
export function AuthPage() {
  // The payment return sends a buyer here when this browser cannot be signed in: another
  // browser (?pagamento=sucesso[&email=…]) or a payment still being confirmed (?pagamento=processando).
  const params = useNavSearchParams()
  const payment = params.get('pagamento')
  const paidEmail = payment === 'sucesso' ? (params.get('email') ?? '') : ''
  // The trial offer on the landing and on checkout links here with ?aba=criar-conta.
  const [tab, setTab] = useState<Tab>(params.get('aba') === 'criar-conta' ? 'criar-conta' : 'entrar')
  const [forgotOpen, setForgotOpen] = useState(false)

  return (
    <AuthLayout title="Entrar">
      <div className="mb-6 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">Bem-vindos ao Aceito</h1>
        <p className="mt-2 text-sm text-muted-foreground">Entre ou crie a conta de vocês para começar a planejar.</p>
      </div>
      {payment === 'sucesso' && (
        <p role="status" className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <strong className="font-semibold">Pagamento confirmado!</strong> Enviamos para{' '}
          {paidEmail ? <strong className="font-semibold">{paidEmail}</strong> : 'o e-mail usado no pagamento'} o link para
          definir a senha. Se vocês já têm conta, é só entrar.
        </p>
      )}
      {payment === 'processando' && (
        <p role="status" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <strong className="font-semibold">Estamos confirmando o pagamento.</strong> Assim que for aprovado, enviaremos um
          e-mail com o link para definir a senha.
        </p>
      )}
      <Card>
        <CardContent padTop>
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as Tab)
              setForgotOpen(false)
            }}
          >
            <TabsList grid className="w-full grid-cols-2">
              <TabsTrigger value="entrar">Entrar</TabsTrigger>
              <TabsTrigger value="criar-conta">Criar conta</TabsTrigger>
            </TabsList>
            <TabsContent value="entrar" marginTop="mt-6">
              {forgotOpen ? (
                <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
              ) : (
                <SignInForm onForgotPassword={() => setForgotOpen(true)} />
              )}
            </TabsContent>
            <TabsContent value="criar-conta" marginTop="mt-6">
              <p
                data-testid="trial-offer"
                className="mb-5 rounded-xl border border-primary/15 bg-primary-soft/50 px-4 py-3 text-sm text-foreground"
              >
                <strong className="font-semibold">{TRIAL_OFFER}.</strong> Todo o plano Premium liberado; depois, vocês
                escolhem um plano.
              </p>
              <SignUpForm defaultEmail={paidEmail} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        Seus dados ficam protegidos e são usados apenas para o planejamento do casamento.
      </p>
    </AuthLayout>
  )
}
