CREATE TABLE "account_hours_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_hours_daily_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "customer_hourly" (
	"customer_id" integer,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_hourly_customer" UNIQUE NULLS NOT DISTINCT("customer_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "customer_plan_hourly" (
	"customer_id" integer,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_plan_hourly_customer" UNIQUE NULLS NOT DISTINCT("customer_id","day","hour")
);
--> statement-breakpoint
DROP INDEX "account_daily_fee";--> statement-breakpoint
DROP INDEX "account_monthly_fee";--> statement-breakpoint
DROP INDEX "account_weekly_fee";--> statement-breakpoint
DROP INDEX "customer_daily_fee";--> statement-breakpoint
DROP INDEX "customer_monthly_fee";--> statement-breakpoint
DROP INDEX "customer_weekly_fee";--> statement-breakpoint
ALTER TABLE "account_hours_daily" ADD CONSTRAINT "account_hours_daily_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_hours_daily_day" ON "account_hours_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "customer_hourly_figures" ON "customer_hourly" USING btree ("customer_id","day","hour","fee","impressions","clicks");--> statement-breakpoint
CREATE INDEX "customer_plan_hourly_figures" ON "customer_plan_hourly" USING btree ("customer_id","day","hour","fee","impressions","clicks");--> statement-breakpoint
CREATE INDEX "account_daily_account_fee" ON "account_daily" USING btree ("account_id","day","fee");--> statement-breakpoint
CREATE INDEX "customer_daily_customer_fee" ON "customer_daily" USING btree ("customer_id","day","fee");--> statement-breakpoint
CREATE INDEX "customer_monthly_customer_fee" ON "customer_monthly" USING btree ("customer_id","month","fee");--> statement-breakpoint
CREATE INDEX "customer_weekly_customer_fee" ON "customer_weekly" USING btree ("customer_id","week","fee");--> statement-breakpoint
CREATE INDEX "operator_customer_daily_department" ON "operator_customer_daily" USING btree ("department_id","day");--> statement-breakpoint
CREATE INDEX "operator_customer_daily_group" ON "operator_customer_daily" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "operator_customer_daily_operator" ON "operator_customer_daily" USING btree ("operator_id","day");--> statement-breakpoint
CREATE INDEX "operator_customer_monthly_department" ON "operator_customer_monthly" USING btree ("department_id","month");--> statement-breakpoint
CREATE INDEX "operator_customer_monthly_group" ON "operator_customer_monthly" USING btree ("group_id","month");--> statement-breakpoint
CREATE INDEX "operator_customer_monthly_operator" ON "operator_customer_monthly" USING btree ("operator_id","month");--> statement-breakpoint
CREATE INDEX "operator_customer_weekly_department" ON "operator_customer_weekly" USING btree ("department_id","week");--> statement-breakpoint
CREATE INDEX "operator_customer_weekly_group" ON "operator_customer_weekly" USING btree ("group_id","week");--> statement-breakpoint
CREATE INDEX "operator_customer_weekly_operator" ON "operator_customer_weekly" USING btree ("operator_id","week");--> statement-breakpoint
CREATE INDEX "account_daily_fee" ON "account_daily" USING btree ("fee" DESC NULLS LAST,"day");--> statement-breakpoint
CREATE INDEX "account_monthly_fee" ON "account_monthly" USING btree ("fee" DESC NULLS LAST,"month");--> statement-breakpoint
CREATE INDEX "account_weekly_fee" ON "account_weekly" USING btree ("fee" DESC NULLS LAST,"week");--> statement-breakpoint
CREATE INDEX "customer_daily_fee" ON "customer_daily" USING btree ("fee" DESC NULLS LAST,"day");--> statement-breakpoint
CREATE INDEX "customer_monthly_fee" ON "customer_monthly" USING btree ("fee" DESC NULLS LAST,"month");--> statement-breakpoint
CREATE INDEX "customer_weekly_fee" ON "customer_weekly" USING btree ("fee" DESC NULLS LAST,"week");--> statement-breakpoint
INSERT INTO "account_hours_daily" ("account_id", "day", "fee", "impressions", "clicks")
SELECT h."account_id", h."day", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "account_hourly" h GROUP BY 1, 2 ORDER BY 2;
--> statement-breakpoint
INSERT INTO "customer_hourly" ("day", "hour", "customer_id", "fee", "impressions", "clicks")
SELECT h."day", h."hour", a."customer_id", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "account_hourly" h JOIN "ad_accounts" a ON a."id" = h."account_id"
GROUP BY 1, 2, 3 ORDER BY 1, 2;
--> statement-breakpoint
INSERT INTO "customer_plan_hourly" ("day", "hour", "customer_id", "fee", "impressions", "clicks")
SELECT h."day", h."hour", a."customer_id", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "plan_hourly" h JOIN "campaign_plans" p ON p."id" = h."plan_id" JOIN "ad_accounts" a ON a."id" = p."account_id"
GROUP BY 1, 2, 3 ORDER BY 1, 2;
