ALTER TABLE "notice_outbox" ADD COLUMN "run_id" bigint;--> statement-breakpoint
CREATE INDEX "notice_outbox_run" ON "notice_outbox" USING btree ("run_id") WHERE "notice_outbox"."run_id" is not null;