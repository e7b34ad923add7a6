/**
 * The typed job map: job name → payload. Each module adds its jobs by declaration merging in its
 * own `<feature>.jobs.ts`:
 *
 *   declare module '../../jobs/job-map.js' {
 *     interface JobMap { 'knowledge.ingest': { fileId: string } }
 *   }
 */
export interface JobMap {
  /** Extract → normalize → chunk → index one knowledge item (ingestion module). */
  'knowledge.ingest': { fileId: string };
  /** Write file_expired activity for items whose expiry passed (knowledge module). */
  'knowledge.expiry-sweep': Record<string, never>;
  /** Fetch, parse and store one calendar's events (calendars module). */
  'calendar.sync': { calendarId: string; trigger: 'manual' | 'daily' | 'added' };
  /** Parse a stored forwarded e-mail into knowledge items (inbound-email module). */
  'inbound-email.ingest': { inboundEmailId: string };
  /** Answer one inbound WhatsApp message and send the reply (whatsapp module). */
  'whatsapp.answer': { messageId: string };
}

export type JobName = keyof JobMap;
