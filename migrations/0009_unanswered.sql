-- Unanswered questions: a declined parent query can be handled by the office (answered once for a
-- group of queries, or dismissed). `resolved` stays as the engine decided so the analytics stay
-- honest; handled_at/handled_by/handled_how record what staff did.
ALTER TABLE "parent_queries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_queries" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "parent_queries" ADD COLUMN "handled_how" text;--> statement-breakpoint
ALTER TABLE "parent_queries" ADD COLUMN "staff_answer_id" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parent_queries_open_declined_idx" ON "parent_queries" ("school_id", "created_at" DESC) WHERE "resolved" = false AND "handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "unanswered_view" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL REFERENCES "schools"("id") ON DELETE CASCADE,
	"idempotency_key" text NOT NULL,
	"query_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"knowledge_key" text,
	"result" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_answers_school_key_idx" ON "staff_answers" ("school_id", "idempotency_key");
