import { z } from 'zod';

/** Most activity entries one page returns; larger `limit` values are clamped to it. */
export const ACTIVITY_MAX_LIMIT = 100;
/** Page size when `limit` is absent: the console asks for 50 (docs/product-spec.md). */
export const ACTIVITY_DEFAULT_LIMIT = 50;
/** Highest page accepted; far beyond any real log, it keeps `offset` a small safe integer. */
export const ACTIVITY_MAX_PAGE = 100_000;

/**
 * Query string of `GET /api/activitylogs` (docs/product-spec.md): `limit` is clamped to 1..100 (default
 * 50); `page` is a whole number ≥ 1 (default 1). Non-numbers and pages below 1 are a 400.
 */
export const activityLogsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .transform((n) => Math.min(Math.max(n, 1), ACTIVITY_MAX_LIMIT))
    .default(ACTIVITY_DEFAULT_LIMIT),
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(ACTIVITY_MAX_PAGE, `page must be at most ${ACTIVITY_MAX_PAGE}`)
    .default(1),
});
