import type { AppDeps } from '../../app/deps.js';
import { ingestInboundEmail } from './inbound-email.ingest.js';
import { startInboundSmtp } from './inbound-email.smtp.js';

/** Job handlers of forwarded e-mail (the job name is declared in server/jobs/job-map.ts). */
export function registerInboundEmailJobs(deps: AppDeps): void {
  deps.queue.register('inbound-email.ingest', async (payload) => {
    await ingestInboundEmail({ deps, inboundEmailId: payload.inboundEmailId });
  });
}

/**
 * The worker-side listener: inbound SMTP on INBOUND_SMTP_PORT. Only when an inbound
 * domain is configured (without one no address can exist, so there is nothing to listen for).
 * Returns the stopper.
 */
export async function startInboundEmailServices(deps: AppDeps): Promise<() => Promise<void>> {
  if (!deps.config.INBOUND_EMAIL_DOMAIN.trim()) {
    deps.logger.info('inbound SMTP not started: INBOUND_EMAIL_DOMAIN is empty');
    return async () => {};
  }
  const smtp = await startInboundSmtp({ deps, port: deps.config.INBOUND_SMTP_PORT });
  return () => smtp.close();
}
