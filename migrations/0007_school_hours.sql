ALTER TABLE "schools" ADD COLUMN "school_start" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "school_dismissal" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "early_dismissal" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "school_days" text DEFAULT '1,2,3,4,5' NOT NULL;