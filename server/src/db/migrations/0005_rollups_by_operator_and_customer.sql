CREATE TABLE "operator_customer_daily" (
	"day" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"customer_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"cash_fee" bigint DEFAULT 0 NOT NULL,
	"grant_fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"interactions" bigint DEFAULT 0 NOT NULL,
	"consults" bigint DEFAULT 0 NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"landing_visits" bigint DEFAULT 0 NOT NULL,
	"order_value" bigint DEFAULT 0 NOT NULL,
	"spending" integer DEFAULT 0 NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_customer_daily_key" UNIQUE NULLS NOT DISTINCT("day","department_id","group_id","operator_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "operator_customer_monthly" (
	"month" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"customer_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"cash_fee" bigint DEFAULT 0 NOT NULL,
	"grant_fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"interactions" bigint DEFAULT 0 NOT NULL,
	"consults" bigint DEFAULT 0 NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"landing_visits" bigint DEFAULT 0 NOT NULL,
	"order_value" bigint DEFAULT 0 NOT NULL,
	"spending" integer DEFAULT 0 NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_customer_monthly_key" UNIQUE NULLS NOT DISTINCT("month","department_id","group_id","operator_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "operator_customer_weekly" (
	"week" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"customer_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"cash_fee" bigint DEFAULT 0 NOT NULL,
	"grant_fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"interactions" bigint DEFAULT 0 NOT NULL,
	"consults" bigint DEFAULT 0 NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"landing_visits" bigint DEFAULT 0 NOT NULL,
	"order_value" bigint DEFAULT 0 NOT NULL,
	"spending" integer DEFAULT 0 NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_customer_weekly_key" UNIQUE NULLS NOT DISTINCT("week","department_id","group_id","operator_id","customer_id")
);
--> statement-breakpoint
CREATE INDEX "account_monthly_fee" ON "account_monthly" USING btree ("fee" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_weekly_fee" ON "account_weekly" USING btree ("fee" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_daily_fee" ON "customer_daily" USING btree ("fee" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_monthly_fee" ON "customer_monthly" USING btree ("fee" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_weekly_fee" ON "customer_weekly" USING btree ("fee" DESC NULLS LAST);
--> statement-breakpoint
INSERT INTO "operator_customer_daily" ("day", "department_id", "group_id", "operator_id", "customer_id", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."day", a."department_id", a."group_id", a."operator_id", a."customer_id", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_daily" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
--> statement-breakpoint
INSERT INTO "operator_customer_weekly" ("week", "department_id", "group_id", "operator_id", "customer_id", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."week", a."department_id", a."group_id", a."operator_id", a."customer_id", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_weekly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
--> statement-breakpoint
INSERT INTO "operator_customer_monthly" ("month", "department_id", "group_id", "operator_id", "customer_id", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."month", a."department_id", a."group_id", a."operator_id", a."customer_id", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_monthly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
