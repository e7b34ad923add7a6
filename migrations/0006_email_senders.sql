ALTER TABLE "schools" ADD COLUMN "allowed_senders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "inbound_emails" ADD COLUMN "sender_auth" text DEFAULT '' NOT NULL;