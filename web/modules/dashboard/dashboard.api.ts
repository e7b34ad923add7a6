import { useQuery } from '@tanstack/react-query';
import type { ActivityLog } from '../../../contracts/activity.contract';
import { apiFetch } from '../../app/api';
import type { KnowledgeListResponse } from '../../../contracts/knowledge.contract';
import { fetchKnowledgeList, knowledgeKeys } from '../knowledge/knowledge.api';
import { ACTIVITY_FETCH, type DashboardFile } from './dashboard.stats';

/**
 * Query keys. The knowledge list is the library's own query (same key, same fetcher, so the two
 * screens share one cache entry and the library's invalidations refresh the dashboard).
 */
export const dashboardKeys = {
  knowledge: knowledgeKeys.list,
  activity: ['activity', { limit: ACTIVITY_FETCH, page: 1 }] as const,
};

/** The library's `GET /api/s3/list` body → its files; a body without a data array is an error. */
function selectFiles(body: KnowledgeListResponse | undefined): DashboardFile[] {
  if (!body || !Array.isArray(body.data)) throw new Error(body?.message || 'Failed to fetch files');
  return body.data;
}

/** All knowledge files of the school (docs/product-spec.md Files). */
export function useKnowledgeFiles() {
  return useQuery({ queryKey: knowledgeKeys.list, queryFn: fetchKnowledgeList, select: selectFiles });
}

/** The 50 newest activity entries (docs/product-spec.md: limit=50, page=1). */
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
