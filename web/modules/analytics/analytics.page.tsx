import { useMemo } from 'react';
import { CircleCheck, Clock, MessageSquare, RotateCw, type LucideIcon } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { useChats } from './analytics.api';
import { CategoryPieCard, DailyVolumeCard } from './analytics.charts';
import { categoryDistribution, dailyVolume, summaryStats } from './analytics.stats';
import { AllQueriesCard } from './analytics.table';

function StatCard({
  title,
  value,
  hint,
  icon: Icon,
  loading,
}: {
  title: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{title}</p>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-20" />
          ) : (
            <p
              className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
              data-testid={`stat-${title}`}
            >
              {value}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{hint}</p>
        </div>
        <div className="rounded-lg bg-indigo-50 p-2.5 text-indigo-600">
          <Icon aria-hidden className="size-5" />
        </div>
      </div>
    </Card>
  );
}

/**
 * /analytics (docs/product-spec.md Analytics): stat cards, category pie, 7-day volume and the All
 * Queries table over the chats of `GET /api/chats/fetchall` (server default: last 90 days).
 */
export default function AnalyticsPage() {
  const chats = useChats();
  const records = useMemo(() => chats.data ?? [], [chats.data]);
  // "Now" is when the data arrived, so the figures and the data describe the same moment.
  const now = useMemo(() => new Date(chats.dataUpdatedAt || Date.now()), [chats.dataUpdatedAt]);
  const stats = useMemo(() => summaryStats(records, now), [records, now]);
  const slices = useMemo(() => categoryDistribution(records, now), [records, now]);
  const volume = useMemo(() => dailyVolume(records, now), [records, now]);
  const loading = chats.isPending;

  return (
    <div>
      <PageHeader
        title="Analytics Dashboard"
        subtitle="Insights into parent queries, response times and category analysis"
      />

      {chats.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-700">
          <h2 className="text-lg font-semibold text-red-800">Error loading analytics data</h2>
          <p className="mt-1 text-sm">{chats.error.message}</p>
          <Button icon={RotateCw} variant="danger" className="mt-4" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
            <StatCard
              title="Total Queries"
              value={String(stats.totalQueries)}
              hint="Last 30 days"
              icon={MessageSquare}
              loading={loading}
            />
            <StatCard
              title="Average Response Time"
              value={`${(stats.averageResponseSeconds ?? 0).toFixed(1)}s`}
              hint="From query to generated response"
              icon={Clock}
              loading={loading}
            />
            <StatCard
              title="Query Resolution"
              value={`${stats.resolutionRate}%`}
              hint="Queries resolved"
              icon={CircleCheck}
              loading={loading}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <CategoryPieCard slices={slices} loading={loading} />
            <DailyVolumeCard points={volume} loading={loading} />
          </div>
          <AllQueriesCard chats={records} loading={loading} />
        </div>
      )}
    </div>
  );
}
