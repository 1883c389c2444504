CREATE TABLE "analytics_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"width" text NOT NULL,
	"language" text NOT NULL,
	"first_on_site_today" boolean NOT NULL,
	"first_on_page_today" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_page_views_created_at_idx" ON "analytics_page_views" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "analytics_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"element" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_vitals_created_at_idx" ON "analytics_vitals" USING btree ("created_at");
