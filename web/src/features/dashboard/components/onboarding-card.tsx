import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api'
import { onboardingQueryOptions, saveOnboarding, useOnboarding } from '@/lib/onboarding'

/**
 * 'Continuar configuração' on the dashboard while the first-run flow is neither finished nor
 * skipped (issue 18 §2: resumable), with 'Agora não' to dismiss it for good.
 */
export function OnboardingCard() {
  const { data } = useOnboarding()
  const queryClient = useQueryClient()
  const dismiss = useMutation({
    mutationFn: () => saveOnboarding({ step: data?.step ?? 0, skip: true }),
    onSuccess: (saved) => queryClient.setQueryData(onboardingQueryOptions.queryKey, saved),
    onError: (error) => toast.error(errorMessage(error)),
  })
  if (!data || data.done) return null
  const started = data.step > 0
  return (
    <section
      aria-labelledby="onboarding-card-title"
      data-testid="onboarding-card"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-card text-primary">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="onboarding-card-title" className="font-serif text-lg leading-snug font-semibold">
            Vamos configurar o casamento de vocês
          </h2>
          <p className="text-sm text-muted-foreground">
            {started
              ? `Vocês pararam no passo ${Math.min(data.step + 1, data.steps)} de ${data.steps}.`
              : 'Em poucos passos: data, local, convidados e orçamento. Criamos as tarefas sugeridas para vocês.'}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button type="button" variant="ghost" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Agora não
        </Button>
        <Button asChild>
          <Link to="/app/comecar">{started ? 'Continuar configuração' : 'Começar'}</Link>
        </Button>
      </div>
    </section>
  )
}
