CREATE TABLE "used_signatures" (
	"session_id" char(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_signatures_expiry" ON "used_signatures" USING btree ("expires_at");