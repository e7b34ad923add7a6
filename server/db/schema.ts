/** Every Drizzle table, re-exported for the client and for drizzle-kit (drizzle.config.ts). */
export * from '../modules/schools/schools.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/activity/activity.table.js';
export * from '../modules/knowledge/knowledge.table.js';
export * from '../modules/calendars/calendars.table.js';
export * from '../modules/parents/parents.table.js';
export * from '../modules/parent-queries/parent-queries.table.js';
export * from '../modules/whatsapp/whatsapp.table.js';
export * from '../modules/inbound-email/inbound-email.table.js';
export * from '../jobs/jobs.table.js';
export * from '../modules/questions/questions.table.js';
