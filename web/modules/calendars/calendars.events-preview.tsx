import { Badge, ErrorBox, Skeleton } from '../../ui';
import { useCalendarEvents } from './calendars.api';

/** The next occurrences a sync stored for one calendar, phrased in the school's time zone. */
export function CalendarEventsPreview({ calendarId }: { calendarId: string }) {
  const events = useCalendarEvents(calendarId, true);
  if (events.isPending) return <Skeleton className="h-12 w-full" />;
  if (events.isError) {
    return (
      <ErrorBox
        message="Failed to load calendar information. Please try again later."
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.length === 0) return <p className="text-sm text-slate-500">No upcoming events.</p>;
  return (
    <ul className="space-y-1.5 text-sm" aria-label="Upcoming events">
      {events.data.map((e, i) => (
        <li key={`${e.starts_at}-${i}`} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-800">{e.summary}</span>
          {e.no_school && <Badge tone="orange">No school</Badge>}
          <span className="text-slate-500">{e.when}</span>
        </li>
      ))}
    </ul>
  );
}
