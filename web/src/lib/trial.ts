/** Length of the free trial a sign-up starts (the server's wedding.TrialDays). */
export const TRIAL_DAYS = 14

/**
 * What the landing, the sign-up tab and checkout say of it. A module of its own, with no schema
 * or query library: the public pages' own entries import it (issue 16).
 */
export const TRIAL_OFFER = `Teste grátis por ${TRIAL_DAYS} dias, sem cartão`
