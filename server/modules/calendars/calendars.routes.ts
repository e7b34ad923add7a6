import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCalendarSchema,
  calendarMonthQuerySchema,
  type CalendarMonthResponse,
  updateSyncStatusSchema,
  type CalendarEventsResponse,
  type CalendarResponse,
  type CalendarsResponse,
  type CalendarSyncStatusResponse,
} from '../../../contracts/calendars.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import { errors } from '../../shared/errors.js';
import type { CalendarDeps } from './calendars.usecases.js';
import * as usecases from './calendars.usecases.js';
import { calendarMonth } from './calendars.month.js';

const BODY_LIMIT = 16 * 1024;
/** Add and sync fetch outside URLs; 30 a minute per IP is plenty for an office and caps abuse. */
const FETCH_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar id from the path (or, per the spec's other reading, the body); malformed → 404. */
function calendarId(pathId: string | undefined, body: unknown): string {
  const bodyId = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  const id = pathId || (typeof bodyId === 'string' ? bodyId : '');
  if (!UUID.test(id)) throw errors.notFound('Calendar not found');
  return id;
}

/** Calendars API, docs/product-spec.md; All routes need a session. */
export async function calendarsRoutes(app: FastifyInstance, opts: { deps: CalendarDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const guard = { preHandler: app.authenticate };

  r.get(
    '/api/calendar/days',
    { ...guard, schema: { querystring: calendarMonthQuerySchema } },
    async (request): Promise<CalendarMonthResponse> => {
      const { schoolId } = requireAuth(request);
      return calendarMonth({ deps, schoolId, month: request.query.month });
    },
  );

  r.get('/api/calendars/fetch', guard, async (request): Promise<CalendarsResponse> => {
    const { schoolId } = requireAuth(request);
    return { calendars: await usecases.listCalendars({ deps, schoolId }) };
  });

  // Validated by hand so the client sees the spec's exact texts , without a field prefix.
  r.post(
    '/api/calendars/add',
    { ...guard, bodyLimit: BODY_LIMIT, config: FETCH_RATE_LIMIT },
    async (request, reply) => {
      const { schoolId } = requireAuth(request);
      const parsed = addCalendarSchema.safeParse(request.body ?? {});
      if (!parsed.success)
        throw errors.badRequest('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid input');
      const calendar = await usecases.addCalendar({
        deps,
        schoolId,
        name: parsed.data.name,
        icsUrl: parsed.data.ics_url,
        association: parsed.data.association,
      });
      return reply.status(201).send({ calendar } satisfies CalendarResponse);
    },
  );

  // The spec gives the id in the path; one reading also sends it as {id} in the body.
  const sync = async (request: FastifyRequest): Promise<CalendarResponse> => {
    const { schoolId } = requireAuth(request);
    const id = calendarId((request.params as { id?: string } | undefined)?.id, request.body);
    return { calendar: await usecases.syncCalendar({ deps, schoolId, calendarId: id, trigger: 'manual' }) };
  };
  r.post('/api/calendars/sync/:id', { ...guard, bodyLimit: BODY_LIMIT, config: FETCH_RATE_LIMIT }, sync);
  r.post('/api/calendars/sync', { ...guard, bodyLimit: BODY_LIMIT, config: FETCH_RATE_LIMIT }, sync);

  r.delete('/api/calendars/delete/:id', guard, async (request) => {
    const { schoolId } = requireAuth(request);
    const id = calendarId((request.params as { id?: string }).id, undefined);
    await usecases.deleteCalendar({ deps, schoolId, calendarId: id });
    return { success: true };
  });

  // Not in the spec: lets the screen show what a sync stored (next 20 occurrences).
  r.get('/api/calendars/events/:id', guard, async (request): Promise<CalendarEventsResponse> => {
    const { schoolId } = requireAuth(request);
    const id = calendarId((request.params as { id?: string }).id, undefined);
    return { events: await usecases.upcomingEvents({ deps, schoolId, calendarId: id, limit: 20 }) };
  });

  r.get('/api/calendars/sync-status', guard, async (request): Promise<CalendarSyncStatusResponse> => {
    const { schoolId } = requireAuth(request);
    return { calendar_sync_status: await usecases.getSyncStatus({ deps, schoolId }) };
  });

  r.post(
    '/api/calendars/update-sync-status',
    { ...guard, bodyLimit: BODY_LIMIT },
    async (request): Promise<CalendarSyncStatusResponse> => {
      const { schoolId } = requireAuth(request);
      const parsed = updateSyncStatusSchema.safeParse(request.body ?? {});
      if (!parsed.success)
        throw errors.badRequest('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid input');
      return {
        calendar_sync_status: await usecases.setDailySync({ deps, schoolId, enabled: parsed.data.enabled }),
      };
    },
  );
}
