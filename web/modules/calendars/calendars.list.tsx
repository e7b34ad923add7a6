import { useState } from 'react';
import { CalendarDays, ChevronDown, ChevronUp, RefreshCw, Search, Trash2 } from 'lucide-react';
import type { Calendar } from '../../../contracts/calendars.contract';
import { errorMessage } from '../../app/api';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  Input,
  listEmptyState,
  QueryState,
  SkeletonStack,
  type BannerReport,
} from '../../ui';
import { useCalendars, useDeleteCalendar, useSyncCalendar } from './calendars.api';
import { CalendarEventsPreview } from './calendars.events-preview';
import { formatLastSynced, matchesCalendarSearch } from './calendars.format';

/** Connected calendars with search, last synced time, Sync now and Delete (docs/product-spec.md). */
export function CalendarList({ onSuccess, onError }: BannerReport) {
  const calendars = useCalendars();
  const sync = useSyncCalendar();
  const remove = useDeleteCalendar();
  const [query, setQuery] = useState('');
  const [syncingId, setSyncingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Calendar | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const runSync = async (calendar: Calendar) => {
    setSyncingId(calendar.id);
    try {
      await sync.mutateAsync(calendar.id);
      onSuccess('Sync successful');
    } catch (err) {
      onError(errorMessage(err, 'Failed to sync calendar'));
    } finally {
      setSyncingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      setToDelete(null);
      onSuccess('Calendar deleted successfully');
    } catch (err) {
      setToDelete(null);
      onError(errorMessage(err, 'Failed to delete calendar'));
    }
  };

  const list = calendars.data ?? [];
  const shown = list.filter((c) => matchesCalendarSearch(c, query));

  return (
    <Card>
      <CardHeader
        title="Connected Calendars"
        description="Events from these feeds answer parents' date questions."
      />
      {list.length > 0 && (
        <div className="border-b border-slate-100 px-5 py-3">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              aria-label="Search calendars"
              placeholder="Search calendars..."
              className="pl-9"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
      )}
      <QueryState
        query={calendars}
        loading={
          <SkeletonStack
            count={3}
            itemClassName="h-16 w-full"
            className="space-y-3 px-5 py-4"
            aria-busy="true"
            aria-label="Loading calendars"
          />
        }
        error={{ message: 'Failed to load calendar information. Please try again later.' }}
        errorClassName="px-5 py-4"
        empty={listEmptyState(list.length, shown.length, {
          none: {
            icon: CalendarDays,
            title: 'No calendars connected',
            description: 'Add a calendar feed to get started.',
          },
          noMatch: { icon: Search, title: 'No matching calendars found' },
        })}
      >
        <ul className="divide-y divide-slate-100" aria-label="Calendars">
          {shown.map((c) => (
            <li key={c.id} className="px-5 py-4" data-calendar-id={c.id}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-slate-900">{c.name}</p>
                    {c.association && <Badge>{c.association}</Badge>}
                  </div>
                  <p className="mt-0.5 truncate text-xs text-slate-500" title={c.ics_url}>
                    {c.ics_url}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    Last synced: <span data-testid="last-synced">{formatLastSynced(c.last_synced)}</span>
                    {' · '}
                    {c.event_count} {c.event_count === 1 ? 'event' : 'events'}
                  </p>
                  {c.last_error && (
                    <p className="mt-1 text-xs text-red-600">Last sync failed: {c.last_error}</p>
                  )}
                  <button
                    type="button"
                    aria-expanded={openId === c.id}
                    className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:text-indigo-800"
                    onClick={() => setOpenId(openId === c.id ? null : c.id)}
                  >
                    {openId === c.id ? 'Hide upcoming events' : 'Show upcoming events'}
                    {openId === c.id ? (
                      <ChevronUp aria-hidden className="size-3.5" />
                    ) : (
                      <ChevronDown aria-hidden className="size-3.5" />
                    )}
                  </button>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={syncingId === c.id}
                    disabled={syncingId !== null}
                    onClick={() => void runSync(c)}
                  >
                    {syncingId !== c.id && <RefreshCw aria-hidden className="size-3.5" />}
                    {syncingId === c.id ? 'Syncing...' : 'Sync now'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => setToDelete(c)}
                  >
                    <Trash2 aria-hidden className="size-3.5" />
                    Delete
                  </Button>
                </div>
              </div>
              {openId === c.id && (
                <div className="mt-3 rounded-lg bg-slate-50 px-4 py-3">
                  <CalendarEventsPreview calendarId={c.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete Calendar"
        message={
          toDelete && (
            <>
              Delete <strong>{toDelete.name}</strong>? Its events will no longer be used to answer questions.
            </>
          )
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
      />
    </Card>
  );
}
