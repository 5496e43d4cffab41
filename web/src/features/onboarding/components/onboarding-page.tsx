import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage, isApiError } from '@/lib/api'
import { onboardingQueryOptions, saveOnboarding, useOnboarding, type Onboarding, type OnboardingSave } from '@/lib/onboarding'
import {
  answersToValues,
  continueBody,
  formField,
  onboardingSchema,
  progressLabel,
  resumeIndex,
  serverFieldMessage,
  skipStepBody,
  STEPS,
  type OnboardingValues,
} from '../steps'

/** /app/comecar: the first-run flow after sign-up (issue 18 §2), resumable from the server's step. */
export function OnboardingPage() {
  const query = useOnboarding()
  if (query.data) return <OnboardingFlow state={query.data} />
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <title>Configuração inicial · Aceito</title>
      {query.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">Não foi possível carregar a configuração agora.</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Skeleton className="h-96 rounded-2xl" aria-busy="true" aria-label="Carregando" />
      )}
    </div>
  )
}

function OnboardingFlow({ state }: { state: Onboarding }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [index, setIndex] = useState(() => resumeIndex(state))
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  // The stored date may be sent again even once past; read once, like the form's values.
  const [storedDate] = useState(state.answers.wedding_date)
  const schema = useMemo(() => onboardingSchema(storedDate), [storedDate])
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(schema),
    defaultValues: answersToValues(state.answers),
    mode: 'onTouched',
  })
  const {
    register,
    control,
    formState: { errors },
  } = form

  const save = useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (saved) => queryClient.setQueryData(onboardingQueryOptions.queryKey, saved),
  })

  // A new step's heading takes the focus, so a screen reader announces it.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [index])

  const step = STEPS[index] ?? STEPS[0]!
  const last = index === STEPS.length - 1

  const leave = (text?: string) => {
    // Profile, tasks, budget and the dashboard all changed: read them again.
    void queryClient.invalidateQueries()
    if (text) toast.success(text)
    navigate('/app', { replace: true })
  }

  const send = (body: OnboardingSave, after: () => void) =>
    save.mutate(body, {
      onSuccess: after,
      onError: (error) => {
        if (isApiError(error) && error.fromServer && Object.keys(error.fields).length > 0) {
          let first: keyof OnboardingValues | null = null
          for (const [serverField, code] of Object.entries(error.fields)) {
            const field = formField(serverField)
            if (!field) continue
            form.setError(field, { type: 'server', message: serverFieldMessage(field, code) }, { shouldFocus: first === null })
            first ??= field
            const at = STEPS.findIndex((s) => s.fields.includes(field))
            if (at >= 0 && at !== index) {
              moved.current = true
              setIndex(at)
            }
          }
          if (first) return
        }
        toast.error(errorMessage(error))
      },
    })

  const next = () => {
    if (last) {
      leave('Tudo pronto! O planejamento de vocês começou.')
      return
    }
    moved.current = true
    setIndex(index + 1)
  }

  const onContinue = async () => {
    if (!(await form.trigger([...step.fields], { shouldFocus: true }))) return
    send(continueBody(index, form.getValues()), next)
  }

  const onSkipStep = () => {
    form.clearErrors([...step.fields])
    send(skipStepBody(index), next)
  }

  const onBack = () => {
    moved.current = true
    setIndex(index - 1)
  }

  const onSkipAll = () => send({ step: index, skip: true }, () => leave())

  const percent = Math.round(((index + 1) / STEPS.length) * 100)
  const busy = save.isPending

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <title>{`${step.title} · Configuração inicial · Aceito`}</title>
      <p className="text-xs font-semibold tracking-[0.16em] text-gold uppercase" data-testid="onboarding-progress">
        {progressLabel(index)}
      </p>
      <div
        role="progressbar"
        aria-label="Progresso da configuração"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressLabel(index)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <Card>
        <form
          aria-labelledby="onboarding-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void onContinue()
          }}
        >
          <CardHeader>
            <h1
              id="onboarding-title"
              ref={heading}
              tabIndex={-1}
              className="font-serif text-2xl leading-tight font-semibold tracking-tight outline-none sm:text-3xl"
            >
              {step.title}
            </h1>
            <CardDescription>{step.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {step.id === 'nomes' && (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id="onboarding-first_name" label="Seu nome" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
                <TextField id="onboarding-last_name" label="Sobrenome" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
              </div>
            )}
            {step.id === 'parceiro' && (
              <TextField
                id="onboarding-partner_name"
                label="Nome do(a) parceiro(a)"
                autoComplete="off"
                error={errors.partner_name?.message}
                {...register('partner_name')}
              />
            )}
            {step.id === 'data' && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Controller
                  control={control}
                  name="wedding_date"
                  render={({ field, fieldState }) => (
                    <DateField
                      id="onboarding-wedding_date"
                      label="Data do casamento"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextField
                  id="onboarding-ceremony_time"
                  label="Horário da cerimônia"
                  type="time"
                  error={errors.ceremony_time?.message}
                  {...register('ceremony_time')}
                />
              </div>
            )}
            {step.id === 'local' && (
              <>
                <TextField id="onboarding-city" label="Cidade" autoComplete="address-level2" placeholder="Ex.: Campinas, SP" error={errors.city?.message} {...register('city')} />
                <TextField id="onboarding-venue" label="Local da festa" autoComplete="off" placeholder="Ex.: Espaço Jardim" error={errors.venue?.message} {...register('venue')} />
                <TextField
                  id="onboarding-ceremony_place"
                  label="Igreja ou cartório"
                  hint="Se já souberem onde será a cerimônia."
                  autoComplete="off"
                  error={errors.ceremony_place?.message}
                  {...register('ceremony_place')}
                />
              </>
            )}
            {step.id === 'convidados' && (
              <TextField
                id="onboarding-guest_estimate"
                label="Número estimado de convidados"
                inputMode="numeric"
                placeholder="Ex.: 120"
                error={errors.guest_estimate?.message}
                {...register('guest_estimate')}
              />
            )}
            {step.id === 'orcamento' && (
              <TextField
                id="onboarding-budget_total"
                label="Orçamento total (R$)"
                inputMode="decimal"
                placeholder="Ex.: 50.000,00"
                error={errors.budget_total?.message}
                {...register('budget_total')}
              />
            )}
          </CardContent>
          <CardFooter className="flex flex-wrap items-center justify-between gap-2">
            <Button type="button" variant="outline" onClick={onBack} disabled={index === 0 || busy} className={index === 0 ? 'invisible' : undefined}>
              Voltar
            </Button>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="ghost" onClick={onSkipStep} disabled={busy}>
                Pular
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner />}
                {last ? 'Concluir' : 'Continuar'}
              </Button>
            </div>
          </CardFooter>
        </form>
      </Card>
      {/* Below the card, away from the toasts' corners (top right on a wide screen, bottom on a phone). */}
      <Button type="button" variant="ghost" onClick={onSkipAll} disabled={busy} className="justify-self-center text-muted-foreground">
        Pular configuração
      </Button>
    </div>
  )
}
