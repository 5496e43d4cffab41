-- Spending limits follow the budget (issue 15). budget_category names the budget category whose
-- spent value is the limit's 'Gasto atual' (null: a free limit with a typed spend, as before).
-- alerted_level is the highest of 60/80/100 % already notified; it falls back with the spend, so
-- crossing a level again notifies again. Existing limits start at their present level, so the
-- first check after the deploy does not notify what the couple has long seen on the panel.
ALTER TABLE spending_limits ADD COLUMN budget_category TEXT;
ALTER TABLE spending_limits ADD COLUMN alerted_level INTEGER NOT NULL DEFAULT 0;
UPDATE spending_limits SET alerted_level = CASE
    WHEN current_cents >= limit_cents THEN 100
    WHEN current_cents * 100 >= limit_cents * 80 THEN 80
    WHEN current_cents * 100 >= limit_cents * 60 THEN 60
    ELSE 0 END;
