CREATE TABLE "simulated_transfers" (
	"seq" integer PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"advertiser_id" varchar(40) NOT NULL,
	"type" varchar(12) NOT NULL,
	"amount" bigint NOT NULL,
	"remark" varchar(200),
	"at" timestamp with time zone NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "simulated_transfers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD COLUMN "type" varchar(12) NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD COLUMN "subject" varchar(12) NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD COLUMN "subject_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD CONSTRAINT "platform_transfers_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;