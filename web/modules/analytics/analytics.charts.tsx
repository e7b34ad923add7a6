import {
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  CartesianGrid,
} from 'recharts';
import { useSyncExternalStore, type ReactElement } from 'react';
import { Card, CardBody, CardHeader } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import type { CategorySlice, VolumePoint } from './analytics.stats';

/** The pie's 5 colours, used in rotation (docs/product-spec.md). */
export const PIE_COLORS = ['#6366f1', '#10b981', '#f59e0b', '#ef4444', '#0ea5e9'] as const;

const CHART_HEIGHT = 300;
const WIDE_QUERY = '(min-width: 640px)';

/** Whether the viewport is at least 640 px wide (labels around the pie need the room). */
function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(WIDE_QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
  );
}

const sliceLabel = (slice: CategorySlice) => `${slice.name} ${slice.percent}%`;

/** A chart's card: title, then a skeleton while loading, the empty text when there is no data, or the chart. */
function ChartCard(props: {
  title: string;
  description: string;
  loading: boolean;
  /** Shown instead of the chart when not null. */
  empty: string | null;
  testId: string;
  children: ReactElement;
}) {
  return (
    <Card>
      <CardHeader title={props.title} description={props.description} />
      <CardBody>
        {props.loading ? (
          <Skeleton className="h-[300px] w-full" />
        ) : props.empty !== null ? (
          <EmptyState title={props.empty} className="h-[300px]" />
        ) : (
          <div className="h-[300px]" data-testid={props.testId}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              {props.children}
            </ResponsiveContainer>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

/** "Query Categories": share of each category in the last 30 days; labels "name NN%". */
export function CategoryPieCard({ slices, loading }: { slices: CategorySlice[]; loading: boolean }) {
  // Wide: "name NN%" labels around the pie. Narrow (phones): labels would be clipped, so the same
  // text moves into a legend under the pie.
  const wide = useWide();
  return (
    <ChartCard
      title="Query Categories"
      description="Distribution by percentage, last 30 days"
      loading={loading}
      empty={slices.length === 0 ? 'No category data available' : null}
      testId="category-pie"
    >
      <PieChart margin={{ top: 8, right: 48, bottom: 8, left: 48 }}>
        <Pie
          data={slices}
          dataKey="count"
          nameKey="name"
          cx="50%"
          cy={wide ? '50%' : '35%'}
          outerRadius={wide ? '52%' : '55%'}
          isAnimationActive={false}
          label={
            wide ? ({ payload }: { payload?: CategorySlice }) => (payload ? sliceLabel(payload) : '') : false
          }
          labelLine={wide}
          fontSize={12}
        >
          {slices.map((slice, i) => (
            <Cell key={slice.name} fill={PIE_COLORS[i % PIE_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip
          formatter={(value, name) => {
            const slice = slices.find((s) => s.name === name);
            return [`${String(value)} (${slice?.percent ?? 0}%)`, String(name)];
          }}
        />
        {!wide && (
          <Legend
            verticalAlign="bottom"
            iconType="circle"
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value) => {
              const slice = slices.find((s) => s.name === value);
              return slice ? sliceLabel(slice) : String(value);
            }}
          />
        )}
      </PieChart>
    </ChartCard>
  );
}

/** "Daily Query Volume": queries per day for the last 7 days including today, ascending. */
export function DailyVolumeCard({ points, loading }: { points: VolumePoint[]; loading: boolean }) {
  const empty = points.every((p) => p.count === 0);
  return (
    <ChartCard
      title="Daily Query Volume"
      description="Queries per day, last 7 days"
      loading={loading}
      empty={empty ? 'No volume data available' : null}
      testId="volume-line"
    >
      <LineChart data={points} margin={{ top: 10, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => [String(value), 'Queries']} />
        <Line
          type="monotone"
          dataKey="count"
          name="Queries"
          stroke="#6366f1"
          strokeWidth={2}
          isAnimationActive={false}
          dot={{ r: 3 }}
        />
      </LineChart>
    </ChartCard>
  );
}
