DROP INDEX "balance_snapshots_day";--> statement-breakpoint
CREATE INDEX "balance_snapshots_day" ON "balance_snapshots" USING btree ("day","account_id","available");