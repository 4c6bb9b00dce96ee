ALTER TABLE "balance_snapshots" ADD COLUMN "read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "balance_snapshots" SET "read_at" = least(now(), ("day" + 1)::timestamp AT TIME ZONE 'Asia/Shanghai');
