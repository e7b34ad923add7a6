import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * A school's on/off setting saved with `POST path {enabled}`. What the cache at `key` holds afterwards is
 * the server's answer, or what `cached` makes of it and the request when the answer is not the setting.
 */
export function useSwitchSetting<T>(
  path: string,
  key: QueryKey,
  cached: (answer: T, enabled: boolean) => unknown = (answer) => answer,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiFetch<T>(path, { method: 'POST', body: { enabled } }),
    onSuccess: (answer, enabled) => queryClient.setQueryData(key, cached(answer, enabled)),
  });
}
