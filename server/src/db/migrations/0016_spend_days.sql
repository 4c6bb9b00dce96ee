ALTER TABLE "account_monthly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "account_monthly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "account_weekly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "account_weekly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "customer_monthly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "customer_monthly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "customer_weekly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "customer_weekly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "operator_customer_monthly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "operator_customer_monthly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "operator_customer_weekly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "operator_customer_weekly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "team_monthly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "team_monthly" ADD COLUMN "last_spend" date;--> statement-breakpoint
ALTER TABLE "team_weekly" ADD COLUMN "first_spend" date;--> statement-breakpoint
ALTER TABLE "team_weekly" ADD COLUMN "last_spend" date;--> statement-breakpoint
-- The days with spend of the weeks and months already summed, from their days; then their sums'.
UPDATE "account_weekly" r SET "first_spend" = d.first_spend, "last_spend" = d.last_spend
FROM (SELECT account_id, date_trunc('week', day)::date AS period,
        min(day) FILTER (WHERE fee > 0) AS first_spend, max(day) FILTER (WHERE fee > 0) AS last_spend
      FROM account_daily GROUP BY 1, 2) d
WHERE r.account_id = d.account_id AND r.week = d.period AND d.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "account_monthly" r SET "first_spend" = d.first_spend, "last_spend" = d.last_spend
FROM (SELECT account_id, date_trunc('month', day)::date AS period,
        min(day) FILTER (WHERE fee > 0) AS first_spend, max(day) FILTER (WHERE fee > 0) AS last_spend
      FROM account_daily GROUP BY 1, 2) d
WHERE r.account_id = d.account_id AND r.month = d.period AND d.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "customer_weekly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.customer_id, r.week AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_weekly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.customer_id, r.week) s
WHERE coalesce(c.customer_id, 0) = coalesce(s.customer_id, 0) AND c.week = s.period AND s.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "customer_monthly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.customer_id, r.month AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_monthly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.customer_id, r.month) s
WHERE coalesce(c.customer_id, 0) = coalesce(s.customer_id, 0) AND c.month = s.period AND s.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "team_weekly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.department_id, a.group_id, a.operator_id, a.product, r.week AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_weekly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.department_id, a.group_id, a.operator_id, a.product, r.week) s
WHERE coalesce(c.department_id, 0) = coalesce(s.department_id, 0) AND coalesce(c.group_id, 0) = coalesce(s.group_id, 0) AND coalesce(c.operator_id, 0) = coalesce(s.operator_id, 0) AND c.product = s.product AND c.week = s.period AND s.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "team_monthly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.department_id, a.group_id, a.operator_id, a.product, r.month AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_monthly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.department_id, a.group_id, a.operator_id, a.product, r.month) s
WHERE coalesce(c.department_id, 0) = coalesce(s.department_id, 0) AND coalesce(c.group_id, 0) = coalesce(s.group_id, 0) AND coalesce(c.operator_id, 0) = coalesce(s.operator_id, 0) AND c.product = s.product AND c.month = s.period AND s.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "operator_customer_weekly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.department_id, a.group_id, a.operator_id, a.customer_id, r.week AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_weekly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.department_id, a.group_id, a.operator_id, a.customer_id, r.week) s
WHERE coalesce(c.department_id, 0) = coalesce(s.department_id, 0) AND coalesce(c.group_id, 0) = coalesce(s.group_id, 0) AND coalesce(c.operator_id, 0) = coalesce(s.operator_id, 0) AND coalesce(c.customer_id, 0) = coalesce(s.customer_id, 0) AND c.week = s.period AND s.last_spend IS NOT NULL;
--> statement-breakpoint
UPDATE "operator_customer_monthly" c SET "first_spend" = s.first_spend, "last_spend" = s.last_spend
FROM (SELECT a.department_id, a.group_id, a.operator_id, a.customer_id, r.month AS period, min(r.first_spend) AS first_spend, max(r.last_spend) AS last_spend
      FROM account_monthly r JOIN ad_accounts a ON a.id = r.account_id GROUP BY a.department_id, a.group_id, a.operator_id, a.customer_id, r.month) s
WHERE coalesce(c.department_id, 0) = coalesce(s.department_id, 0) AND coalesce(c.group_id, 0) = coalesce(s.group_id, 0) AND coalesce(c.operator_id, 0) = coalesce(s.operator_id, 0) AND coalesce(c.customer_id, 0) = coalesce(s.customer_id, 0) AND c.month = s.period AND s.last_spend IS NOT NULL;
