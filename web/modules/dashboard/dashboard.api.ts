import { useQuery } from '@tanstack/react-query';
import type { ActivityLog } from '../../../contracts/activity.contract';
import { apiFetch } from '../../app/api';
import { ACTIVITY_FETCH, type DashboardFile } from './dashboard.stats';

/** `GET /api/s3/list` body (console-spec §7 Files): success, data, count, message. */
export interface KnowledgeListBody {
  success: boolean;
  data: DashboardFile[];
  count: number;
  message: string;
}

/**
 * Query keys. They start with the library's and activity's feature names, so the knowledge
 * library's invalidations (`['knowledge']`) refresh the dashboard too and vice versa.
 */
export const dashboardKeys = {
  knowledge: ['knowledge', 'list'] as const,
  activity: ['activity', { limit: ACTIVITY_FETCH, page: 1 }] as const,
};

/** All knowledge files of the school; throws "Failed to fetch files" when the body has no data array. */
export async function fetchKnowledgeFiles(): Promise<DashboardFile[]> {
  const body = await apiFetch<Partial<KnowledgeListBody>>('/api/s3/list');
  if (!body || !Array.isArray(body.data)) throw new Error(body?.message || 'Failed to fetch files');
  return body.data;
}

export function useKnowledgeFiles() {
  return useQuery({ queryKey: dashboardKeys.knowledge, queryFn: fetchKnowledgeFiles });
}

/** The 50 newest activity entries (console-spec §7: limit=50, page=1). */
export async function fetchActivity(): Promise<ActivityLog[]> {
  const body = await apiFetch<{ logs?: ActivityLog[] }>('/api/activitylogs', {
    query: { limit: ACTIVITY_FETCH, page: 1 },
  });
  if (!body || !Array.isArray(body.logs)) throw new Error('Failed to load activity logs');
  return body.logs;
}

export function useActivityLogs() {
  return useQuery({ queryKey: dashboardKeys.activity, queryFn: fetchActivity });
}
