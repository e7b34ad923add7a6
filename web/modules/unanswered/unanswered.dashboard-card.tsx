import { Link } from 'react-router';
import { MessageCircleQuestion } from 'lucide-react';
import { errorMessage } from '../../app/api';
import { Badge, Card, Skeleton } from '../../ui';
import { useUnanswered } from './unanswered.api';

/**
 * Dashboard card "Unanswered questions": how many declined WhatsApp questions wait for the office,
 * and the two largest topic groups, linking to /unanswered.
 */
export function UnansweredCard() {
  const list = useUnanswered();
  const groups = list.data?.groups ?? [];
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const largest = [...groups].sort((a, b) => b.count - a.count).slice(0, 2);
  return (
    <Card className="p-5" data-testid="card-unanswered">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Unanswered questions</p>
          {list.isPending ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p
              className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
              data-testid="count-Unanswered questions"
            >
              {list.isError ? '–' : total}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">
            {list.isError
              ? errorMessage(list.error, 'Failed to load')
              : groups.length
                ? `In ${groups.length} topic${groups.length === 1 ? '' : 's'}, waiting for the office`
                : 'Nothing waiting for the office'}
          </p>
        </div>
        <div className="rounded-lg bg-orange-50 p-2.5 text-orange-600">
          <MessageCircleQuestion aria-hidden className="size-5" />
        </div>
      </div>
      {largest.length > 0 && (
        <ul className="mt-3 space-y-1.5">
          {largest.map((g) => (
            <li key={g.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate text-slate-800">{g.label}</span>
              <Badge tone="orange">{g.count}</Badge>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/unanswered"
        className="mt-4 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-800"
      >
        Answer questions →
      </Link>
    </Card>
  );
}
