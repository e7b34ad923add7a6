import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerQuestionsInput,
  AnswerQuestionsResponse,
  DismissQuestionsResponse,
  UnansweredResponse,
  UnansweredSetting,
} from '../../../contracts/questions.contract';
import { apiFetch } from '../../app/api';
import { useSwitchSetting } from '../../app/switch-setting';

/** Query keys: the sidebar badge, the dashboard card and the page share one list. */
export const unansweredKeys = { all: ['unanswered'] as const };

/** How often the list refreshes by itself (ms): new declines arrive while the page is open. */
export const UNANSWERED_POLL_MS = 60_000;

export function useUnanswered() {
  return useQuery({
    queryKey: unansweredKeys.all,
    queryFn: () => apiFetch<UnansweredResponse>('/api/questions/unanswered'),
    refetchInterval: UNANSWERED_POLL_MS,
  });
}

/** Topics waiting for the office (the sidebar badge); undefined while unknown. */
export function useUnansweredCount(): number | undefined {
  return useUnanswered().data?.groups.length;
}

/** Answer a group; refreshes the list, the library, activity and All Queries afterwards. */
export function useAnswerQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerQuestionsInput) =>
      apiFetch<AnswerQuestionsResponse>('/api/questions/answer', { method: 'POST', body }),
    onSettled: () => {
      for (const key of [unansweredKeys.all, ['knowledge'], ['activity'], ['chats']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

export function useDismissQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryIds: string[]) =>
      apiFetch<DismissQuestionsResponse>('/api/questions/dismiss', {
        method: 'POST',
        body: { query_ids: queryIds },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unansweredKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['chats'] });
    },
  });
}

const UNANSWERED_SETTING_KEY = ['unanswered-setting'] as const;

/** The school setting: declined WhatsApp replies say the question was passed to the office. */
export function useUnansweredSetting() {
  return useQuery({
    queryKey: UNANSWERED_SETTING_KEY,
    queryFn: () => apiFetch<UnansweredSetting>('/api/settings/unanswered'),
  });
}

export function useSetUnansweredSetting() {
  return useSwitchSetting<UnansweredSetting>('/api/settings/unanswered', UNANSWERED_SETTING_KEY);
}
