CREATE TABLE "customer_daily" (
	"customer_id" integer,
	"day" date NOT NULL,
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
	CONSTRAINT "customer_daily_customer" UNIQUE NULLS NOT DISTINCT("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "customer_monthly" (
	"customer_id" integer,
	"month" date NOT NULL,
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
	CONSTRAINT "customer_monthly_customer" UNIQUE NULLS NOT DISTINCT("customer_id","month")
);
--> statement-breakpoint
CREATE TABLE "customer_weekly" (
	"customer_id" integer,
	"week" date NOT NULL,
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
	CONSTRAINT "customer_weekly_customer" UNIQUE NULLS NOT DISTINCT("customer_id","week")
);
--> statement-breakpoint
CREATE TABLE "plan_daily" (
	"plan_id" integer NOT NULL,
	"day" date NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_daily_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_daily" (
	"day" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"product" varchar(20) NOT NULL,
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
	CONSTRAINT "team_daily_team" UNIQUE NULLS NOT DISTINCT("day","department_id","group_id","operator_id","product")
);
--> statement-breakpoint
CREATE TABLE "team_monthly" (
	"month" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"product" varchar(20) NOT NULL,
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
	CONSTRAINT "team_monthly_team" UNIQUE NULLS NOT DISTINCT("month","department_id","group_id","operator_id","product")
);
--> statement-breakpoint
CREATE TABLE "team_plan_hourly" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"product" varchar(20) NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_plan_hourly_team" UNIQUE NULLS NOT DISTINCT("day","hour","department_id","group_id","operator_id","product")
);
--> statement-breakpoint
CREATE TABLE "team_weekly" (
	"week" date NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"product" varchar(20) NOT NULL,
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
	CONSTRAINT "team_weekly_team" UNIQUE NULLS NOT DISTINCT("week","department_id","group_id","operator_id","product")
);
--> statement-breakpoint
ALTER TABLE "plan_daily" ADD CONSTRAINT "plan_daily_plan_id_campaign_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."campaign_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_daily_day" ON "customer_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "customer_monthly_month" ON "customer_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "customer_weekly_week" ON "customer_weekly" USING btree ("week");--> statement-breakpoint
CREATE INDEX "plan_daily_day" ON "plan_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "account_daily_fee" ON "account_daily" USING btree ("fee" DESC NULLS LAST);
--> statement-breakpoint
INSERT INTO "customer_daily" ("customer_id", "day", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT a."customer_id", r."day", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_daily" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2 ORDER BY 2;
--> statement-breakpoint
INSERT INTO "team_daily" ("day", "department_id", "group_id", "operator_id", "product", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."day", a."department_id", a."group_id", a."operator_id", a."product", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_daily" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
--> statement-breakpoint
INSERT INTO "customer_weekly" ("customer_id", "week", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT a."customer_id", r."week", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_weekly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2 ORDER BY 2;
--> statement-breakpoint
INSERT INTO "team_weekly" ("week", "department_id", "group_id", "operator_id", "product", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."week", a."department_id", a."group_id", a."operator_id", a."product", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_weekly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
--> statement-breakpoint
INSERT INTO "customer_monthly" ("customer_id", "month", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT a."customer_id", r."month", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_monthly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2 ORDER BY 2;
--> statement-breakpoint
INSERT INTO "team_monthly" ("month", "department_id", "group_id", "operator_id", "product", "fee", "cash_fee", "grant_fee", "impressions", "clicks", "interactions", "consults", "leads", "landing_visits", "order_value", "spending", "accounts")
SELECT r."month", a."department_id", a."group_id", a."operator_id", a."product", sum(r."fee"), sum(r."cash_fee"), sum(r."grant_fee"), sum(r."impressions"), sum(r."clicks"), sum(r."interactions"), sum(r."consults"), sum(r."leads"), sum(r."landing_visits"), sum(r."order_value"), count(*) FILTER (WHERE r."fee" > 0), count(*)
FROM "account_monthly" r JOIN "ad_accounts" a ON a."id" = r."account_id"
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1;
--> statement-breakpoint
INSERT INTO "plan_daily" ("plan_id", "day", "fee", "impressions", "clicks")
SELECT h."plan_id", h."day", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "plan_hourly" h GROUP BY 1, 2 ORDER BY 2;
--> statement-breakpoint
INSERT INTO "team_plan_hourly" ("day", "hour", "department_id", "group_id", "operator_id", "product", "fee", "impressions", "clicks")
SELECT h."day", h."hour", a."department_id", a."group_id", a."operator_id", a."product", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "plan_hourly" h JOIN "campaign_plans" p ON p."id" = h."plan_id" JOIN "ad_accounts" a ON a."id" = p."account_id"
GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2;
