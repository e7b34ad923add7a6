import type { AppDeps } from '../../app/deps.js';
import type { AuthDeps } from './auth.usecases.js';

/**
 * The auth use cases' dependencies from the app's: the app's mount point and the auth guard both
 * build them, so they live beside the module rather than in server/app/app.ts (which would make
 * app.ts and routes.ts import each other). The default time zone is the server's, UTC when unset.
 */
export function authDepsOf(deps: AppDeps): AuthDeps {
  return {
    database: deps.database,
    tokens: deps.tokens,
    mailer: deps.mailer,
    clock: deps.clock,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    defaultTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}
