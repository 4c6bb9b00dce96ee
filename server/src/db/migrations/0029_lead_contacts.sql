CREATE TABLE "lead_contacts" (
	"page_id" integer NOT NULL,
	"contact" varchar(100) NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_contacts_page_id_contact_pk" PRIMARY KEY("page_id","contact")
);
--> statement-breakpoint
DROP INDEX "leads_page_phone";--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_contacts_kept" ON "lead_contacts" USING btree ("kept_at");--> statement-breakpoint
CREATE INDEX "leads_page" ON "leads" USING btree ("page_id","created_at");--> statement-breakpoint
INSERT INTO "lead_contacts" ("page_id", "contact", "kept_at")
  SELECT "page_id", coalesce("phone", "email"), max("created_at") FROM "leads"
  WHERE coalesce("phone", "email") IS NOT NULL GROUP BY 1, 2;
