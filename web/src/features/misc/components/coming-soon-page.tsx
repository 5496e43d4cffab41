import { PageHeader } from '@/components/page-header'
import { ComingSoonCard } from '@/components/coming-soon-card'

/** A signed-in screen that is not built yet: its title and an 'Em breve' card. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <ComingSoonCard />
    </div>
  )
}
