ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_claimed_idx" ON "mail_outbox" USING btree ("kind","claimed_at");
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"issue_id" text NOT NULL REFERENCES "newsletter_issues"("id") ON DELETE CASCADE,
	"subscriber_id" uuid NOT NULL,
	"outbox_id" bigint,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_subscriber_id_pk" PRIMARY KEY("issue_id","subscriber_id")
);
--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribes" (
	"subscriber_id" uuid PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
