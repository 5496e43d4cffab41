import { FEATURE_NOT_AVAILABLE_CODE, isApiError, PLAN_LIMIT_CODE } from './api'

/** What the gated card shows (spec part 1 §2, 'Gated cards'). */
export type GatedCardProps = {
  /** 'feature': the plan lacks the feature; 'limit': a usage limit was reached. */
  kind: 'feature' | 'limit'
  message: string
  /** Present when a numeric limit applies: shown as 'N/M utilizados'. */
  usage?: { current: number; limit: number }
  /** Display name of the current plan, e.g. 'Essencial'. */
  currentPlanName?: string
  /** The gated feature (e.g. 'honeymoon_planner'): the card names the plan that has it. */
  feature?: string
  /** Shows the 'Fazer upgrade' button (to /#planos). */
  upgradeRequired: boolean
  className?: string
}

/** Plan names for answers that carry only the id (the catalogue's display names). */
const planNames: Record<string, string> = { essencial: 'Essencial', premium: 'Premium', luxo: 'Luxo' }

const defaultMessages = {
  feature: 'Esta funcionalidade não está disponível no seu plano atual.',
  limit: 'Vocês atingiram o limite do seu plano atual.',
} as const

/**
 * Builds the gated card from a 403 plan gate (`plan_limit` or `feature_not_available`);
 * null for any other error, so callers can fall back to their usual handling.
 */
export function gatedCardPropsFromError(error: unknown): GatedCardProps | null {
  if (!isApiError(error) || error.status !== 403) return null
  if (error.code !== PLAN_LIMIT_CODE && error.code !== FEATURE_NOT_AVAILABLE_CODE) return null

  const kind = error.code === PLAN_LIMIT_CODE ? 'limit' : 'feature'
  const { current_usage, limit, current_plan, current_plan_name, upgrade_required, feature } = error.details
  const props: GatedCardProps = {
    kind,
    message: error.message || defaultMessages[kind],
    // A gate always means "not on this plan": without an explicit false, offer the upgrade.
    upgradeRequired: upgrade_required ?? true,
  }
  if (typeof current_usage === 'number' && typeof limit === 'number') {
    props.usage = { current: current_usage, limit }
  }
  const planName = current_plan_name ?? (current_plan ? planNames[current_plan] : undefined)
  if (planName) props.currentPlanName = planName
  if (kind === 'feature' && typeof feature === 'string' && feature) props.feature = feature
  return props
}
