import { startTransition, useEffect, useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { useNavLocation } from '@/lib/nav'
import { useScrollToHash } from '@/lib/use-scroll-to-hash'
import { useHydrated } from '@/lib/hydration'
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

/**
 * Whether the sections below the hero are mounted. The first render is the hero alone (what
 * landing.html painted, and hydrates); the sections follow in the next task, in one transition,
 * which React renders in slices a tap can get between. Off screen they cost no style, layout or
 * paint (content-visibility, below), so their one commit is short: mounted one per task instead,
 * each task was a frame to draw and a layout of the page (issue 16: Total Blocking Time <= 100 ms).
 * Arriving at an anchor (/#planos) mounts them with the hero (once hydrated, their box with them),
 * so the target is there to scroll to.
 */
function useSectionsMounted(anchored: boolean): boolean {
  const [mounted, setMounted] = useState(anchored)
  useEffect(() => {
    if (mounted) return
    const next = window.setTimeout(() => startTransition(() => setMounted(true)))
    return () => window.clearTimeout(next)
  }, [mounted])
  return mounted
}

/**
 * / — the public landing page (spec part 1 §1 and §2), its sections in the spec's order. The
 * sections below the hero are marked busy (aria-busy) until they are mounted.
 */
export function LandingPage() {
  useScrollToHash()
  const mounted = useSectionsMounted(useNavLocation().hash !== '')
  // landing.html's paint is the top bar and the hero: hydrating it, the sections' box is not there
  // yet (the HTML has no byte left for it in its first round trip; vite.config.ts).
  const hydrated = useHydrated()
  return (
    <PublicLayout>
      <title>Aceito · Planejamento de casamento</title>
      <HeroSection />
      {/* Each section below the hero is styled, laid out and painted only near the screen
          (content-visibility: auto; its height until then is a guess, later the last one it had).
          It contains the section's paint: a card at a section's edge holds its shadow in the
          section's own padding (GuaranteeSection), the one mechanism every browser has. */}
      {hydrated && (
        <div
          aria-busy={!mounted}
          data-testid="landing-sections"
          className="*:[content-visibility:auto] *:[contain-intrinsic-size:auto_1000px]"
        >
          {mounted && (
            <>
              <VideoSection />
              <FeaturesSection />
              <TestimonialsSection />
              <PlanPicker />
              <ClosingCtaSection />
              <GuaranteeSection />
              <FaqSection />
              <OfferSection />
            </>
          )}
        </div>
      )}
    </PublicLayout>
  )
}
