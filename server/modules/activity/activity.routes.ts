import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActivityEventType, ActivityLog } from '../../../contracts/activity.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { listActivity } from './activity.repository.js';
import { activityLogsQuerySchema } from './activity.schemas.js';

type ActivityRow = Awaited<ReturnType<typeof listActivity>>[number];

/** Map a stored entry to the contract shape (never send the row: it carries school_id). */
export function toActivityLog(row: ActivityRow): ActivityLog {
  return {
    id: row.id,
    event_type: row.eventType as ActivityEventType,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `GET /api/activitylogs?limit=50&page=1` → `{ logs: ActivityLog[] }`, the session school's
 * activity newest first (docs/product-spec.md). See activity.schemas.ts for the clamping rules.
 */
export async function activityRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    '/api/activitylogs',
    { preHandler: app.authenticate, schema: { querystring: activityLogsQuerySchema } },
    async (request) => {
      const { schoolId } = requireAuth(request);
      const rows = await listActivity(deps.database.db, {
        schoolId,
        limit: request.query.limit,
        page: request.query.page,
      });
      return { logs: rows.map(toActivityLog) };
    },
  );
}
