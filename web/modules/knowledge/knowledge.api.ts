import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SYNC_POLL_MS,
  type KnowledgeExtractedResponse,
  type KnowledgeFile,
  type KnowledgeFileUrlResponse,
  type KnowledgeListResponse,
  type KnowledgeSyncStatusResponse,
  type KnowledgeUploadResponse,
  type UpdateKnowledgeInput,
} from '../../../contracts/knowledge.contract';
import { API_PREFIX, ApiError, apiFetch } from '../../app/api';
import { needsSyncPolling } from './knowledge.logic';

/** Query keys of the knowledge module (the dashboard reads the same list). */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: ['knowledge', 'list'] as const,
  syncStatus: ['knowledge', 'sync-status'] as const,
  extracted: (key: string) => ['knowledge', 'extracted', key] as const,
};

export function fetchKnowledgeList(): Promise<KnowledgeListResponse> {
  return apiFetch<KnowledgeListResponse>('/api/s3/list');
}

export function useKnowledgeList() {
  return useQuery({ queryKey: knowledgeKeys.list, queryFn: fetchKnowledgeList });
}

/** Sync statuses, polled every 3 s while any of `files` is not FINISHED/FAILED (docs/product-spec.md). */
export function useSyncStatuses(files: readonly KnowledgeFile[]) {
  return useQuery({
    queryKey: knowledgeKeys.syncStatus,
    queryFn: () => apiFetch<KnowledgeSyncStatusResponse>('/api/s3/sync-status'),
    enabled: files.length > 0,
    staleTime: 0,
    refetchInterval: (query) => (needsSyncPolling(files, query.state.data?.data) ? SYNC_POLL_MS : false),
  });
}

/** A short-lived URL of the original, to open in a new tab. */
export async function fetchFileUrl(key: string): Promise<string> {
  const res = await apiFetch<KnowledgeFileUrlResponse>('/api/s3/file', { query: { key } });
  if (!res?.url) throw new Error('Failed to get file URL');
  return res.url;
}

/**
 * What the assistant reads from one item (GET /api/s3/extracted), fetched while `key` is set;
 * refetched every 3 s while the item is still being read.
 */
export function useExtracted(key: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.extracted(key ?? ''),
    queryFn: () => apiFetch<KnowledgeExtractedResponse>('/api/s3/extracted', { query: { key: key! } }),
    enabled: key !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.data.syncStatus;
      return status === 'PENDING' || status === 'PROCESSING' ? SYNC_POLL_MS : false;
    },
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiFetch<{ success: boolean }>('/api/s3/file', { method: 'DELETE', query: { key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export function useUpdateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKnowledgeInput) =>
      apiFetch<{ success: boolean; data: KnowledgeFile }>('/api/s3/update', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

/**
 * POST /api/s3/upload with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets 0–100. Rejects with ApiError carrying the server's `error` text when it sent one.
 * On 401 a list call is made so apiFetch's one 401 rule sends the browser to /login (docs/product-spec.md).
 */
export function uploadKnowledge(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<KnowledgeUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/s3/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as KnowledgeUploadResponse);
        return;
      }
      if (xhr.status === 401) void fetchKnowledgeList().catch(() => undefined);
      const data = (body ?? {}) as { error?: unknown; message?: unknown };
      const serverMessage =
        typeof data.error === 'string' && data.error
          ? data.error
          : typeof data.message === 'string' && data.message
            ? data.message
            : undefined;
      reject(
        new ApiError(
          xhr.status,
          serverMessage ?? `Error ${xhr.status}: ${xhr.statusText}`,
          serverMessage,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new Error('Failed to upload files'));
    xhr.onabort = () => reject(new Error('Failed to upload files'));
    xhr.send(form);
  });
}
