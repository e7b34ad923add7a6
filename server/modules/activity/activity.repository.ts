import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ofSchool } from '../../db/common.repository.js';
import type { ActivityEventType } from '../../../contracts/activity.contract.js';
import { activityLogs } from './activity.table.js';

/**
 * Append one activity entry for a school. Pass the caller's transaction as `executor` so the entry
 * commits with the change it describes.
 */
export async function recordActivity(
  executor: Executor,
  input: {
    schoolId: string;
    eventType: ActivityEventType;
    description: string;
    at?: Date;
  },
): Promise<void> {
  await executor.insert(activityLogs).values({
    schoolId: input.schoolId,
    eventType: input.eventType,
    description: input.description.slice(0, 1000),
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

/** A page of a school's activity, newest first. `limit` and `page` must already be clamped. */
export async function listActivity(
  executor: Executor,
  input: {
    schoolId: string;
    limit: number;
    page: number;
  },
) {
  return executor
    .select()
    .from(activityLogs)
    .where(ofSchool(activityLogs, input.schoolId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
}
