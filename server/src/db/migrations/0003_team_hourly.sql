CREATE TABLE "team_hourly" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"department_id" integer,
	"group_id" integer,
	"operator_id" integer,
	"product" varchar(20) NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_hourly_team" UNIQUE NULLS NOT DISTINCT("day","hour","department_id","group_id","operator_id","product")
);
--> statement-breakpoint
INSERT INTO "team_hourly" ("day", "hour", "department_id", "group_id", "operator_id", "product", "fee", "impressions", "clicks")
SELECT h."day", h."hour", a."department_id", a."group_id", a."operator_id", a."product", sum(h."fee"), sum(h."impressions"), sum(h."clicks")
FROM "account_hourly" h JOIN "ad_accounts" a ON a."id" = h."account_id"
GROUP BY 1, 2, 3, 4, 5, 6;
