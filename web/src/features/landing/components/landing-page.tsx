import { PublicLayout } from '@/components/public-layout'
import { useScrollToHash } from '@/lib/use-scroll-to-hash'
import { ClosingCtaSection, GuaranteeSection, OfferSection } from './closing-sections'
import { FaqSection } from './faq-section'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { PlanPicker } from './plan-picker'
import { ProductTour } from './product-tour'
import { SectionHeading } from './section-heading'
import { TestimonialsSection } from './testimonials-section'

function VideoSection() {
  return (
    <section id="video" aria-labelledby="video-title" className="scroll-mt-16 bg-card py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="video-title" eyebrow="Como funciona" title="Veja o Aceito em ação">
          Um tour rápido pelas telas que vocês vão usar no dia a dia — do checklist aos presentes.
        </SectionHeading>
        <div className="mt-12 sm:mt-14">
          <ProductTour />
        </div>
        <p className="mt-4 text-center text-xs text-muted-foreground">Demonstração ilustrativa com dados de exemplo.</p>
      </div>
    </section>
  )
}

/** / — the public landing page (spec part 1 §1 and §2). Sections keep the spec's order. */
export function LandingPage() {
  useScrollToHash()
  return (
    <PublicLayout>
      <title>Aceito · Planejamento de casamento</title>
      <HeroSection />
      <VideoSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PlanPicker />
      <ClosingCtaSection />
      <GuaranteeSection />
      <FaqSection />
      <OfferSection />
    </PublicLayout>
  )
}
