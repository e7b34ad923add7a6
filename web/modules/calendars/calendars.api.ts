import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddCalendarInput,
  Calendar,
  CalendarEventPreview,
  CalendarEventsResponse,
  CalendarResponse,
  CalendarsResponse,
  CalendarSyncStatusResponse,
} from '../../../contracts/calendars.contract';
import { apiFetch } from '../../app/api';

/** TanStack Query keys of the calendar screen. */
export const CALENDARS_KEY = ['calendars'] as const;
export const CALENDAR_SYNC_STATUS_KEY = ['calendars', 'sync-status'] as const;
/** The month view's day model; followed by the month ("2026-11"). */
export const CALENDAR_DAYS_KEY = ['calendars', 'days'] as const;

/** docs/product-spec.md. */
export const NO_CALENDAR_DATA = 'Invalid response from server: no calendar data';

function calendarOf(body: Partial<CalendarResponse> | undefined): Calendar {
  if (!body?.calendar) throw new Error(NO_CALENDAR_DATA);
  return body.calendar;
}

export async function fetchCalendars(): Promise<Calendar[]> {
  const body = await apiFetch<CalendarsResponse>('/api/calendars/fetch');
  return body?.calendars ?? [];
}

export async function addCalendar(input: AddCalendarInput): Promise<Calendar> {
  return calendarOf(await apiFetch<CalendarResponse>('/api/calendars/add', { method: 'POST', body: input }));
}

export async function syncCalendar(id: string): Promise<Calendar> {
  const calendar = calendarOf(
    await apiFetch<CalendarResponse>(`/api/calendars/sync/${encodeURIComponent(id)}`, {
      method: 'POST',
      body: { id },
    }),
  );
  if (calendar.last_synced === undefined) throw new Error(NO_CALENDAR_DATA);
  return calendar;
}

export async function fetchCalendarEvents(id: string): Promise<CalendarEventPreview[]> {
  const body = await apiFetch<CalendarEventsResponse>(`/api/calendars/events/${encodeURIComponent(id)}`);
  return body?.events ?? [];
}

export async function deleteCalendar(id: string): Promise<void> {
  await apiFetch(`/api/calendars/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function fetchSyncStatus(): Promise<string | null> {
  const body = await apiFetch<CalendarSyncStatusResponse>('/api/calendars/sync-status');
  return body?.calendar_sync_status ?? null;
}

export async function updateSyncStatus(enabled: boolean): Promise<string | null> {
  const body = await apiFetch<CalendarSyncStatusResponse>('/api/calendars/update-sync-status', {
    method: 'POST',
    body: { enabled },
  });
  return body?.calendar_sync_status ?? null;
}

export function useCalendars() {
  return useQuery({ queryKey: CALENDARS_KEY, queryFn: fetchCalendars });
}

/** Upcoming occurrences of one calendar; fetched only while its preview is open. */
export function useCalendarEvents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CALENDARS_KEY, id, 'events'],
    queryFn: () => fetchCalendarEvents(id),
    enabled,
  });
}

export function useSyncStatus() {
  return useQuery({ queryKey: CALENDAR_SYNC_STATUS_KEY, queryFn: fetchSyncStatus });
}

/**
 * Replace one calendar in the cached list (after add or sync), so the list updates at once, and
 * reload the month view, whose days are built from every calendar's events.
 */
function useUpsertCached() {
  const queryClient = useQueryClient();
  return (calendar: Calendar) => {
    queryClient.setQueryData<Calendar[]>(CALENDARS_KEY, (list = []) =>
      list.some((c) => c.id === calendar.id)
        ? list.map((c) => (c.id === calendar.id ? calendar : c))
        : [...list, calendar],
    );
    void queryClient.invalidateQueries({ queryKey: CALENDAR_DAYS_KEY });
  };
}

export function useAddCalendar() {
  const upsert = useUpsertCached();
  return useMutation({ mutationFn: addCalendar, onSuccess: upsert });
}

export function useSyncCalendar() {
  const queryClient = useQueryClient();
  const upsert = useUpsertCached();
  return useMutation({
    mutationFn: syncCalendar,
    onSuccess: (calendar) => {
      upsert(calendar);
      void queryClient.invalidateQueries({ queryKey: [...CALENDARS_KEY, calendar.id, 'events'] });
    },
    // A failed sync stores last_error on the server; show it in the list.
    onError: () => queryClient.invalidateQueries({ queryKey: CALENDARS_KEY }),
  });
}

export function useDeleteCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendar,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Calendar[]>(CALENDARS_KEY, (list) => (list ?? []).filter((c) => c.id !== id));
      void queryClient.invalidateQueries({ queryKey: CALENDAR_DAYS_KEY });
    },
  });
}

export function useUpdateSyncStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSyncStatus,
    onSuccess: (status) => queryClient.setQueryData(CALENDAR_SYNC_STATUS_KEY, status),
  });
}
