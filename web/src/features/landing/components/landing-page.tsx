import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { useNavLocation } from '@/lib/nav'
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

/** The sections below the hero, in the spec's order. */
const belowTheHero: ComponentType[] = [
  VideoSection,
  FeaturesSection,
  TestimonialsSection,
  PlanPicker,
  ClosingCtaSection,
  GuaranteeSection,
  FaqSection,
  OfferSection,
]

/**
 * How many of the sections below the hero are mounted. The first render is the hero alone (what
 * landing.html painted), then one more section per task, each render a transition: on a slow
 * phone the page below the fold builds in short tasks a tap can get between, instead of one long
 * commit and layout of the whole page (issue 16: Total Blocking Time <= 100 ms). Arriving at an
 * anchor (/#planos) mounts them all at once, so the target is there to scroll to.
 */
function useMountedSections(anchored: boolean): number {
  const [mounted, setMounted] = useState(anchored ? belowTheHero.length : 0)
  useEffect(() => {
    if (mounted >= belowTheHero.length) return
    const next = window.setTimeout(() => startTransition(() => setMounted((n) => n + 1)))
    return () => window.clearTimeout(next)
  }, [mounted])
  return mounted
}

/**
 * / — the public landing page (spec part 1 §1 and §2). Sections keep the spec's order. The
 * sections below the hero are marked busy (aria-busy) until the last one is mounted.
 */
export function LandingPage() {
  useScrollToHash()
  const mounted = useMountedSections(useNavLocation().hash !== '')
  return (
    <PublicLayout>
      <title>Aceito · Planejamento de casamento</title>
      <HeroSection />
      <div aria-busy={mounted < belowTheHero.length} data-testid="landing-sections">
        {/* A fixed list that only grows: its place is the key (a minified component's name may repeat). */}
        {belowTheHero.slice(0, mounted).map((Section, place) => (
          <Section key={place} />
        ))}
      </div>
    </PublicLayout>
  )
}
