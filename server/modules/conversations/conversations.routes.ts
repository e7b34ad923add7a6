import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHATS_DEFAULT_WINDOW_DAYS,
  CHATS_MAX_LIMIT,
  fetchChatsQuerySchema,
  type ChatRecord,
  type FetchChatsResponse,
} from '../../../contracts/conversations.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { listChats, type ChatRow } from './conversations.queries.js';

const DAY_MS = 24 * 3600 * 1000;

/** Map a row to the contract record (ISO strings; null for a reply not yet generated). */
export function toChatRecord(row: ChatRow): ChatRecord {
  return {
    id: row.id,
    query: row.query,
    response: row.response,
    category: row.category,
    created_at: row.createdAt.toISOString(),
    query_received_at: row.queryReceivedAt.toISOString(),
    response_sent_at: row.responseSentAt ? row.responseSentAt.toISOString() : null,
    resolved: row.resolved,
  };
}

/**
 * `GET /api/chats/fetchall[?since=ISO&limit=N]` → `{ chats }` (console-spec §7): the session
 * school's parent queries, newest first. Without `since` the last 90 days; `limit` defaults to and
 * is clamped at 50,000 rows (contracts/conversations.contract.ts), so no call dumps the whole log.
 */
export async function conversationsRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    '/api/chats/fetchall',
    { preHandler: app.authenticate, schema: { querystring: fetchChatsQuerySchema } },
    async (request): Promise<FetchChatsResponse> => {
      const { schoolId } = requireAuth(request);
      const since = request.query.since
        ? new Date(request.query.since)
        : new Date(deps.clock.now().getTime() - CHATS_DEFAULT_WINDOW_DAYS * DAY_MS);
      const rows = await listChats({
        executor: deps.database.db,
        schoolId,
        since,
        limit: request.query.limit ?? CHATS_MAX_LIMIT,
      });
      return { chats: rows.map(toChatRecord) };
    },
  );
}
