/** DOM id of a plan card's choose button (focus returns there from the pre-checkout view). */
export const planButtonId = (planId: string) => `plano-${planId}-escolher`
