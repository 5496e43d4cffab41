-- The free trial (DESIGN.md decision 21): sign-up starts weddings on subscription_status
-- 'trialing' with plan_expires_at as the trial's end; the scheduler looks every minute for the
-- trials that end within 3 days (notice e-mails) or have ended ('trial_ended', read-only).
CREATE INDEX weddings_trial_end ON weddings (plan_expires_at) WHERE subscription_status = 'trialing';
