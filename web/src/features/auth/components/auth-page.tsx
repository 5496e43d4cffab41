import { useState } from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AuthLayout } from './auth-layout'
import { ForgotPasswordForm } from './forgot-password-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type Tab = 'entrar' | 'criar-conta'

/** /auth: sign in (spec) and create an account (our addition) in two tabs. */
export function AuthPage() {
  const [tab, setTab] = useState<Tab>('entrar')
  const [forgotOpen, setForgotOpen] = useState(false)

  return (
    <AuthLayout title="Entrar">
      <div className="mb-6 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">Bem-vindos ao Aceito</h1>
        <p className="mt-2 text-sm text-muted-foreground">Entre ou crie a conta de vocês para começar a planejar.</p>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as Tab)
              setForgotOpen(false)
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="entrar">Entrar</TabsTrigger>
              <TabsTrigger value="criar-conta">Criar conta</TabsTrigger>
            </TabsList>
            <TabsContent value="entrar" className="mt-6">
              {forgotOpen ? (
                <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
              ) : (
                <SignInForm onForgotPassword={() => setForgotOpen(true)} />
              )}
            </TabsContent>
            <TabsContent value="criar-conta" className="mt-6">
              <SignUpForm />
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
