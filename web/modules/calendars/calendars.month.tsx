import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDay, CalendarMonthResponse } from '../../../contracts/calendars.contract';
import { apiFetch, errorMessage } from '../../app/api';
import { CALENDAR_DAYS_KEY } from './calendars.api';
import { Button, Card, CardBody, CardHeader, EmptyState, QueryState, Skeleton, cn } from '../../ui';

/** The month shown first: the current one, in the browser's clock (the server answers in the school's zone). */
function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** "2026-11-25" today in `timeZone` (the school's), for marking today in the grid. */
function todayIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthLabel(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

const STATUS_LABEL: Record<CalendarDay['status'], string> = {
  'no-school': 'No school',
  'early-release': 'Early release',
  'late-start': 'Late start',
  'school-day': 'School day',
  weekend: 'Weekend',
};

const STATUS_STYLE: Record<CalendarDay['status'], string> = {
  'no-school': 'bg-red-50 border-red-200',
  'early-release': 'bg-amber-50 border-amber-200',
  'late-start': 'bg-sky-50 border-sky-200',
  'school-day': 'bg-white border-slate-200',
  weekend: 'bg-slate-50 border-slate-100',
};

const NOT_COVERED_STYLE = 'border-dashed border-slate-300 bg-slate-100 text-slate-400';

/** The dot a phone-width cell shows instead of its (unreadable) titles. */
const DOT_STYLE: Record<CalendarDay['status'], string> = {
  'no-school': 'bg-red-500',
  'early-release': 'bg-amber-500',
  'late-start': 'bg-sky-500',
  'school-day': 'bg-slate-400',
  weekend: 'bg-slate-300',
};

const REASON_STYLE: Record<CalendarDay['status'], string> = {
  'no-school': 'font-medium text-red-800',
  'early-release': 'font-medium text-amber-800',
  'late-start': 'font-medium text-sky-800',
  'school-day': 'text-slate-600',
  weekend: 'text-slate-500',
};

/** What a parent would be told about the day, for the tooltip and screen readers. */
export function dayDescription(day: CalendarDay): string {
  const parts = [STATUS_LABEL[day.status]];
  if (day.reasons.length > 0) parts.push(day.reasons.join('; '));
  if (day.status !== 'no-school' && day.status !== 'weekend' && (day.start || day.dismissal)) {
    parts.push([day.start, day.dismissal].filter(Boolean).join(' – '));
  }
  const others = day.events
    .filter((e) => !day.reasons.includes(e.title))
    .map((e) => (e.time ? `${e.time} ${e.title}` : e.title));
  if (others.length > 0) parts.push(`Events: ${others.join(', ')}`);
  return parts.join(' · ');
}

/**
 * Month view of the school-day model under the calendar list: each day coloured by what parents
 * will be told (no school, early release, late start), its events listed, the full status and
 * reasons on hover or tap. Previous/next month; loading, error and no-calendar states.
 */
export function CalendarMonth() {
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...CALENDAR_DAYS_KEY, month],
    queryFn: () => apiFetch<CalendarMonthResponse>(`/api/calendar/days?month=${month}`),
  });
  const cells = useMemo(() => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const byDate = new Map((query.data?.days ?? []).map((d) => [d.date, d]));
    const out: ({ date: string; day: number; info: CalendarDay | undefined } | null)[] = Array.from(
      { length: first },
      () => null,
    );
    for (let d = 1; d <= count; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`;
      out.push({ date, day: d, info: byDate.get(date) });
    }
    return out;
  }, [month, query.data]);
  const chosen = selected ? query.data?.days.find((d) => d.date === selected) : undefined;
  const today = query.data ? todayIn(query.data.time_zone) : null;
  const go = (by: number) => {
    setMonth((m) => shiftMonth(m, by));
    setSelected(null);
  };

  return (
    <Card>
      <CardHeader
        icon={CalendarDays}
        title="What parents are told"
        description="Each day as the assistant reads it from your calendars. Hover or tap a day for its status."
      />
      <CardBody>
        {/* The month and its arrows sit above the grid, so the header never squeezes on a phone. */}
        <div className="mb-3 flex items-center justify-between gap-2">
          <Button icon={ChevronLeft} variant="secondary" aria-label="Previous month" onClick={() => go(-1)} />
          <h3
            className="flex-1 text-center text-sm font-semibold whitespace-nowrap text-slate-800"
            aria-live="polite"
          >
            {monthLabel(month)}
          </h3>
          <Button icon={ChevronRight} variant="secondary" aria-label="Next month" onClick={() => go(1)} />
        </div>
        <QueryState
          query={query}
          loading={<Skeleton className="h-72 w-full" />}
          error={{
            title: 'Error loading the month',
            message: errorMessage(query.error, 'Could not load the school days.'),
          }}
          empty={
            !query.data?.has_calendars && (
              <EmptyState
                icon={CalendarDays}
                title="No school days to show yet"
                description="Connect your school’s calendar feed to see school days, days off and early releases here."
              />
            )
          }
        >
          <div className="mb-3 flex flex-wrap gap-3 text-xs text-slate-600">
            <Legend className={STATUS_STYLE['no-school']} label="No school" />
            <Legend className={STATUS_STYLE['early-release']} label="Early release" />
            <Legend className={STATUS_STYLE['late-start']} label="Late start" />
            <Legend className={NOT_COVERED_STYLE} label="Not covered by the synced calendar" />
          </div>
          <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500" aria-hidden>
            {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
              <div key={d}>{d}</div>
            ))}
          </div>
          <div
            className="mt-1 grid grid-cols-7 gap-1"
            role="grid"
            aria-label={`School days, ${monthLabel(month)}`}
          >
            {cells.map((cell, i) =>
              cell === null ? (
                <div key={`blank-${i}`} />
              ) : (
                <button
                  key={cell.date}
                  type="button"
                  role="gridcell"
                  title={cell.info ? dayDescription(cell.info) : 'Not covered by the synced calendar yet'}
                  aria-label={`${cell.date}: ${cell.info ? dayDescription(cell.info) : 'not covered yet'}`}
                  aria-current={cell.date === today ? 'date' : undefined}
                  onClick={() => setSelected(cell.date)}
                  className={cn(
                    'min-h-12 min-w-0 rounded border p-1 text-left text-xs focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:min-h-20',
                    cell.info ? STATUS_STYLE[cell.info.status] : NOT_COVERED_STYLE,
                    selected === cell.date && 'ring-2 ring-indigo-500',
                  )}
                >
                  <div
                    className={cn(
                      'font-semibold text-slate-700',
                      cell.date === today &&
                        'inline-flex size-5 items-center justify-center rounded-full bg-indigo-600 text-white',
                    )}
                  >
                    {cell.day}
                  </div>
                  {/* A phone-width cell is too narrow for titles: a dot says there is something; tap for it. */}
                  {cell.info && (cell.info.events.length > 0 || cell.info.reasons.length > 0) && (
                    <span
                      aria-hidden
                      className={cn(
                        'mt-1 block size-1.5 rounded-full sm:hidden',
                        DOT_STYLE[cell.info.status],
                      )}
                    />
                  )}
                  <div className="hidden sm:block">
                    {cell.info?.status === 'early-release' && (
                      <div className="truncate text-amber-800">Out {cell.info.dismissal ?? 'early'}</div>
                    )}
                    {cell.info?.status === 'late-start' && (
                      <div className="truncate text-sky-800">Starts {cell.info.start ?? 'late'}</div>
                    )}
                    {cell.info?.events.slice(0, 2).map((e) => (
                      <div
                        key={e.title + (e.time ?? '')}
                        className={cn(
                          'truncate',
                          cell.info?.reasons.includes(e.title)
                            ? REASON_STYLE[cell.info.status]
                            : 'text-slate-600',
                        )}
                      >
                        {e.title}
                      </div>
                    ))}
                    {(cell.info?.events.length ?? 0) > 2 && (
                      <div className="text-slate-400">+{cell.info!.events.length - 2} more</div>
                    )}
                  </div>
                </button>
              ),
            )}
          </div>
          <p className="mt-3 min-h-5 text-sm text-slate-700" aria-live="polite">
            {selected
              ? `${new Date(`${selected}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' })}: ${chosen ? dayDescription(chosen) : 'Not covered by the synced calendar yet'}`
              : null}
          </p>
        </QueryState>
      </CardBody>
    </Card>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden className={cn('inline-block size-3 rounded border', className)} />
      {label}
    </span>
  );
}
