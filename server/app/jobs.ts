import type { AppDeps } from './deps.js';
import { registerCalendarJobs } from '../modules/calendars/calendars.jobs.js';
import { registerKnowledgeJobs } from '../modules/knowledge/knowledge.jobs.js';
import { registerIngestionJobs } from '../modules/ingestion/ingestion.jobs.js';
import {
  registerInboundEmailJobs,
  startInboundEmailServices,
} from '../modules/inbound-email/inbound-email.jobs.js';
import { registerWhatsappJobs } from '../modules/whatsapp/whatsapp.jobs.js';

/**
 * Register every module's job handlers and schedules on the queue. One line per module; each
 * module's `<feature>.jobs.ts` owns its handlers. Called in every process mode (a web process only
 * enqueues, but registering is harmless and keeps the job map in one place).
 */
export function registerJobs(deps: AppDeps): void {
  registerCalendarJobs(deps);
  registerKnowledgeJobs(deps);
  registerIngestionJobs(deps);
  registerInboundEmailJobs(deps);
  registerWhatsappJobs(deps);
}

/** Long-running listeners that belong to worker processes (inbound SMTP, ...). Returns a stopper. */
export async function startWorkerServices(deps: AppDeps): Promise<() => Promise<void>> {
  const stoppers = [await startInboundEmailServices(deps)];
  return async () => {
    for (const stop of stoppers.reverse()) await stop();
  };
}
