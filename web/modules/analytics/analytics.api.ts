import { useQuery } from '@tanstack/react-query';
import type { ChatRecord, FetchChatsResponse } from '../../../contracts/parent-queries.contract';
import { apiFetch } from '../../app/api';

/** Texts of docs/product-spec.md for `GET /api/chats/fetchall`. */
export const CHATS_MISSING_FIELD = 'Failed to fetch chat data';

export interface ChatsParams {
  /** ISO instant: only queries created since then (the server's default is the last 90 days). */
  since?: string;
  limit?: number;
}

/** Query keys: every chats query starts with 'chats', so one invalidation refreshes them all. */
export const chatsKeys = {
  all: ['chats'] as const,
  list: (params: ChatsParams) => ['chats', 'list', params] as const,
};

/**
 * `GET /api/chats/fetchall` (docs/product-spec.md): a 401 goes to /login (through apiFetch); another
 * non-OK status throws "Error {status}: {statusText}"; a body without `chats` throws
 * "Failed to fetch chat data".
 */
export async function fetchChats(params: ChatsParams = {}): Promise<ChatRecord[]> {
  const search = new URLSearchParams();
  if (params.since) search.set('since', params.since);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  const url = `/api/chats/fetchall${search.size ? `?${search}` : ''}`;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (response.status === 401) {
    // apiFetch owns the expired-session flow (flash message + redirect); let it handle this one.
    await apiFetch(url);
  }
  if (!response.ok) throw new Error(`Error ${response.status}: ${response.statusText}`);
  const body = (await response.json().catch(() => null)) as Partial<FetchChatsResponse> | null;
  if (!body || !Array.isArray(body.chats)) throw new Error(CHATS_MISSING_FIELD);
  return body.chats;
}

/** The chat records for `params`, cached under chatsKeys.list(params). */
export function useChats(params: ChatsParams = {}) {
  return useQuery({ queryKey: chatsKeys.list(params), queryFn: () => fetchChats(params) });
}
