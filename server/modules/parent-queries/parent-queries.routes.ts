import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHATS_DEFAULT_WINDOW_DAYS,
  CHATS_MAX_LIMIT,
  fetchChatsQuerySchema,
} from '../../../contracts/parent-queries.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { listChatsJson } from './parent-queries.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * `GET /api/chats/fetchall[?since=ISO&limit=N]` → `{ chats }` (docs/product-spec.md): the session
 * school's parent queries, newest first. Without `since` the last 90 days; `limit` defaults to and
 * is clamped at 50,000 rows (contracts/parent-queries.contract.ts), so no call dumps the whole log.
 */
export async function parentQueriesRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    '/api/chats/fetchall',
    { preHandler: app.authenticate, schema: { querystring: fetchChatsQuerySchema } },
    async (request, reply) => {
      const { schoolId } = requireAuth(request);
      const since = request.query.since
        ? new Date(request.query.since)
        : new Date(deps.clock.now().getTime() - CHATS_DEFAULT_WINDOW_DAYS * DAY_MS);
      const chats = await listChatsJson(deps.database.db, {
        schoolId,
        since,
        limit: request.query.limit ?? CHATS_MAX_LIMIT,
      });
      // Already JSON in the contract's shape (FetchChatsResponse), built by PostgreSQL: sent as is.
      return reply.type('application/json; charset=utf-8').send(`{"chats":${chats}}`);
    },
  );
}
