ALTER TABLE "parents" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "parent_queries" ADD COLUMN "language" text;