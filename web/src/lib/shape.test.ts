import { describe, expect, it } from 'vitest'
import { parsePreCheckoutAccepted, parseProviderRedirect } from './checkout'
import { parseLanding } from './landing'
import { parseOffer } from './offer'
import { parsePlan, parsePlanList } from './plans'
import { ShapeError } from './shape'
import { parseSite } from './site'

// The public pages' reads are checked by hand (issue 16: no zod on the landing and /payment): a
// good answer is read as the zod schemas read it, a bad one is refused with a ShapeError, which
// fails the read as a schema's parse did.

const plan = {
  id: 'premium',
  name: 'Premium',
  price_cents: 2990,
  period: '/mês',
  description: 'Para quem quer tudo',
  features: ['Convidados ilimitados'],
  is_popular: true,
  limits: { guests: 300, gallery_images: 100, storage_bytes: 1000, members: 4 },
  gated_features: ['digital_invitations', 'a_feature_from_a_newer_server'],
}

describe('parsePlan / parsePlanList', () => {
  it('accepts a good catalogue and drops fields it does not know', () => {
    expect(parsePlanList({ plans: [{ ...plan, extra: 1 }] })).toEqual({ plans: [plan] })
  })

  it('fills what the Go server sends as null or leaves out', () => {
    expect(parsePlan({ id: 'luxo', name: 'Luxo', price_cents: 0, period: '', limits: { guests: null } })).toEqual({
      id: 'luxo',
      name: 'Luxo',
      price_cents: 0,
      period: '/mês',
      description: '',
      features: [],
      is_popular: false,
      limits: { guests: null, gallery_images: null, storage_bytes: null, members: null },
      gated_features: [],
    })
  })

  it.each([
    ['not an object', null],
    ['no plans list', {}],
    ['an unknown plan id', { plans: [{ ...plan, id: 'master' }] }],
    ['a missing name', { plans: [{ ...plan, name: undefined }] }],
    ['a negative price', { plans: [{ ...plan, price_cents: -1 }] }],
    ['a fractional price', { plans: [{ ...plan, price_cents: 29.9 }] }],
    ['a price as text', { plans: [{ ...plan, price_cents: '2990' }] }],
    ['a feature that is not text', { plans: [{ ...plan, features: [1] }] }],
    ['is_popular as text', { plans: [{ ...plan, is_popular: 'yes' }] }],
    ['limits as a list', { plans: [{ ...plan, limits: [] }] }],
    ['a fractional limit', { plans: [{ ...plan, limits: { guests: 1.5 } }] }],
    ['gated_features as text', { plans: [{ ...plan, gated_features: 'pix_gifts' }] }],
  ])('refuses %s', (_, body) => {
    expect(() => parsePlanList(body)).toThrow(ShapeError)
  })
})

const offer = { active: true, percent_off: 50, months: 3, places: 100, places_left: 12, eligible: true }

describe('parseOffer', () => {
  it('accepts a good answer', () => {
    expect(parseOffer({ ...offer, extra: 'x' })).toEqual(offer)
  })

  it.each([
    ['not an object', 'offer'],
    ['active missing', { ...offer, active: undefined }],
    ['percent_off over 99', { ...offer, percent_off: 100 }],
    ['percent_off under 0', { ...offer, percent_off: -1 }],
    ['negative places_left', { ...offer, places_left: -1 }],
    ['fractional months', { ...offer, months: 1.5 }],
    ['eligible as text', { ...offer, eligible: 'true' }],
  ])('refuses %s', (_, body) => {
    expect(() => parseOffer(body)).toThrow(ShapeError)
  })
})

describe('parseLanding', () => {
  const landing = { couples_at_least: 3500, testimonials: [{ couple: 'Ana e Bruno', city: '', quote: 'Ótimo!' }] }

  it('accepts a good answer, with or without the count', () => {
    expect(parseLanding(landing)).toEqual(landing)
    expect(parseLanding({ couples_at_least: null, testimonials: [] })).toEqual({ couples_at_least: null, testimonials: [] })
  })

  it.each([
    ['the count missing', { testimonials: [] }],
    ['a zero count', { ...landing, couples_at_least: 0 }],
    ['no testimonials list', { couples_at_least: null }],
    ['an empty couple', { ...landing, testimonials: [{ couple: '', city: 'Recife', quote: 'Ótimo!' }] }],
    ['an empty quote', { ...landing, testimonials: [{ couple: 'Ana', city: 'Recife', quote: '' }] }],
    ['a city that is not text', { ...landing, testimonials: [{ couple: 'Ana', city: null, quote: 'Ótimo!' }] }],
  ])('refuses %s', (_, body) => {
    expect(() => parseLanding(body)).toThrow(ShapeError)
  })
})

describe('parseSite', () => {
  it('trims the texts and reads blank or missing ones as null', () => {
    expect(
      parseSite({
        support_email: ' ajuda@aceito.com.br ',
        support_phone: { display: '(11) 4000-0000', href: 'tel:+551140000000' },
        company_name: '  ',
        company_id: null,
      }),
    ).toEqual({
      support_email: 'ajuda@aceito.com.br',
      support_phone: { display: '(11) 4000-0000', href: 'tel:+551140000000' },
      company_name: null,
      company_id: null,
      company_address: null,
      dpo_name: null,
      dpo_email: null,
    })
  })

  it.each([
    ['not an object', []],
    ['an e-mail that is not text', { support_email: 1 }],
    ['a phone link that is not tel:', { support_phone: { display: '4000', href: 'javascript:alert(1)' } }],
    ['a phone without its display', { support_phone: { display: '', href: 'tel:4000' } }],
  ])('refuses %s', (_, body) => {
    expect(() => parseSite(body)).toThrow(ShapeError)
  })
})

describe('the checkout answers', () => {
  it('accepts good answers', () => {
    expect(parseProviderRedirect({ url: 'https://checkout.stripe.com/x' })).toEqual({ url: 'https://checkout.stripe.com/x' })
    expect(parsePreCheckoutAccepted({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' })
  })

  it('refuses bad ones', () => {
    expect(() => parseProviderRedirect({ url: '' })).toThrow(ShapeError)
    expect(() => parseProviderRedirect(undefined)).toThrow(ShapeError)
    expect(() => parsePreCheckoutAccepted({ email: 1 })).toThrow(ShapeError)
  })
})
