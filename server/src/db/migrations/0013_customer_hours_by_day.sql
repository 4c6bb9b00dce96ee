CREATE INDEX "customer_hourly_day" ON "customer_hourly" USING btree ("day");--> statement-breakpoint
CREATE INDEX "customer_plan_hourly_day" ON "customer_plan_hourly" USING btree ("day");