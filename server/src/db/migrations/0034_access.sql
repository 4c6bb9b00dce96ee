-- A second-login ticket lives only as long as the session that made it; tickets of before (a minute's worth) go.
DELETE FROM "second_login_tickets";--> statement-breakpoint
ALTER TABLE "second_login_tickets" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "second_login_tickets" ADD CONSTRAINT "second_login_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_login_tickets_session" ON "second_login_tickets" USING btree ("session_id");
