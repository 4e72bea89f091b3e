CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"api_path" text,
	"status" integer,
	"user_agent" text,
	"user_id" integer,
	"guest_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_error_reports_kind_check" CHECK ("client_error_reports"."kind" in ('error', 'unhandledrejection', 'render', 'api')),
	CONSTRAINT "client_error_reports_status_check" CHECK ("client_error_reports"."status" is null or "client_error_reports"."status" between 100 and 599)
);
--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD CONSTRAINT "client_error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_error_reports_created_idx" ON "client_error_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "client_error_reports_kind_created_idx" ON "client_error_reports" USING btree ("kind","created_at","id");