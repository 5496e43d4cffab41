import { Sparkles } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'

/** The 'Em breve' card of a screen (or tab) that is not built yet. */
export function ComingSoonCard() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center sm:py-16">
        <span className="flex size-14 items-center justify-center rounded-full bg-gold-soft text-gold">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <h2 className="font-serif text-2xl font-semibold">Em breve</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Estamos preparando esta área com carinho para vocês. Volte em breve!
        </p>
      </CardContent>
    </Card>
  )
}
