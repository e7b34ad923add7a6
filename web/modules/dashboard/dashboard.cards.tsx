import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Calendar,
  CalendarPlus,
  CalendarX,
  ChevronLeft,
  ChevronRight,
  Clock,
  FileClock,
  FilePen,
  FileText,
  FileUp,
  FileX,
  Mail,
  MailX,
  MessageSquare,
  Paperclip,
  RefreshCw,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityLog } from '../../../contracts/activity.contract';
import type { ChatRecord } from '../../../contracts/parent-queries.contract';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardBody, CardHeader } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime, formatSize } from '../../lib/format';
import { categoryLabel } from '../analytics/analytics.stats';
import { QueryStatusBadge } from '../analytics/analytics.status-badge';
import { activityPage, expiryStatus, expiryText, type DashboardFile } from './dashboard.stats';

const linkClass = 'text-sm font-medium text-indigo-600 hover:text-indigo-800';

/** A big number with a link (Live Knowledge, Parent Queries). */
export function CountCard(props: {
  title: string;
  value: number | undefined;
  hint: string;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
  loading: boolean;
  failed: boolean;
}) {
  const Icon = props.icon;
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{props.title}</p>
          {props.loading ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p
              className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
              data-testid={`count-${props.title}`}
            >
              {props.failed ? '–' : props.value}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{props.hint}</p>
        </div>
        <div className="rounded-lg bg-indigo-50 p-2.5 text-indigo-600">
          <Icon aria-hidden className="size-5" />
        </div>
      </div>
      <Link to={props.to} className={`${linkClass} mt-4 inline-block`}>
        {props.linkLabel} →
      </Link>
    </Card>
  );
}

function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="space-y-4" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex gap-3">
          <Skeleton className="size-9 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Where a list card's data stands: each card gets it from its own query. */
interface LoadState {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * A card whose body is loading, failed (`failedTitle`, with Try Again), empty (`empty.title` when
 * `empty.when`), or the list. With `viewAll`, the header links there ("View all").
 */
function DashboardListCard(props: {
  testId: string;
  title: string;
  viewAll?: string;
  state: LoadState;
  failedTitle: string;
  empty: { when: boolean; title: string; icon: LucideIcon };
  children?: ReactNode;
}) {
  const { loading, failed, onRetry } = props.state;
  const actions = props.viewAll ? (
    <Link to={props.viewAll} className={linkClass}>
      View all
    </Link>
  ) : undefined;
  return (
    <Card data-testid={props.testId}>
      <CardHeader title={props.title} actions={actions} />
      <CardBody>
        {loading ? (
          <ListSkeleton />
        ) : failed ? (
          <ErrorBox title={props.failedTitle} onRetry={onRetry} />
        ) : props.empty.when ? (
          <EmptyState title={props.empty.title} icon={props.empty.icon} className="py-6" />
        ) : (
          props.children
        )}
      </CardBody>
    </Card>
  );
}

const toneClasses: Record<BadgeTone, string> = {
  red: 'bg-red-50 text-red-600',
  orange: 'bg-orange-50 text-orange-600',
  yellow: 'bg-yellow-50 text-yellow-700',
  green: 'bg-green-50 text-green-600',
  slate: 'bg-slate-100 text-slate-500',
  indigo: 'bg-indigo-50 text-indigo-600',
  blue: 'bg-blue-50 text-blue-600',
};

/**
 * A row of a dashboard list: a square icon (`colors` are its background and icon classes), the text,
 * and an optional badge. On phones the badge goes under the text so the text keeps the row's width.
 */
function ListRow(props: {
  icon: LucideIcon;
  colors: string;
  align: 'items-start' | 'items-center';
  badge?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <li className={`flex ${props.align} gap-3`} data-testid={props.testId}>
      <div className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${props.colors}`}>
        <Icon aria-hidden className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        {props.children}
        {props.badge && <div className="mt-1 sm:hidden">{props.badge}</div>}
      </div>
      {props.badge && <div className="hidden shrink-0 sm:block">{props.badge}</div>}
    </li>
  );
}

function FileRow({ file, now, showExpiry }: { file: DashboardFile; now: Date; showExpiry: boolean }) {
  const status = expiryStatus(file.expiry_date, now);
  const tone: BadgeTone = showExpiry && status ? status.tone : 'indigo';
  const badge = showExpiry ? (
    <Badge tone={tone}>{expiryText(file.expiry_date, now)}</Badge>
  ) : (
    <Badge tone={status ? (status.tone === 'green' ? 'slate' : status.tone) : 'slate'}>
      {status ? expiryText(file.expiry_date, now) : 'Never expires'}
    </Badge>
  );
  return (
    <ListRow
      icon={showExpiry ? FileClock : FileText}
      colors={toneClasses[tone]}
      align="items-center"
      badge={badge}
    >
      <p className="truncate text-sm font-medium text-slate-900" title={file.fileName}>
        {file.fileName}
      </p>
      <p className="truncate text-xs text-slate-500">
        {file.content_type} ·{' '}
        {showExpiry
          ? formatDateTime(file.expiry_date)
          : `${formatDateTime(file.created_at)} · ${formatSize(file.size)}`}
      </p>
    </ListRow>
  );
}

interface FilesCardProps extends LoadState {
  files: DashboardFile[];
  now: Date;
}

/** A list of knowledge files: the frame shared by "Knowledge Expiring Soon" and "Recent Files". */
function FilesCard(
  props: FilesCardProps & {
    testId: string;
    title: string;
    viewAll: string;
    empty: string;
    emptyIcon: LucideIcon;
    showExpiry: boolean;
  },
) {
  return (
    <DashboardListCard
      testId={props.testId}
      title={props.title}
      viewAll={props.viewAll}
      state={props}
      failedTitle="Error loading knowledge data"
      empty={{ when: props.files.length === 0, title: props.empty, icon: props.emptyIcon }}
    >
      <ul className="space-y-4">
        {props.files.map((f) => (
          <FileRow key={f.key} file={f} now={props.now} showExpiry={props.showExpiry} />
        ))}
      </ul>
    </DashboardListCard>
  );
}

export function ExpiringSoonCard(props: FilesCardProps) {
  return (
    <FilesCard
      {...props}
      testId="card-expiring"
      title="Knowledge Expiring Soon"
      viewAll="/knowledge-library?defaultSort=expiry-asc"
      empty="No knowledge expiring soon"
      emptyIcon={Clock}
      showExpiry
    />
  );
}

export function RecentFilesCard(props: FilesCardProps) {
  return (
    <FilesCard
      {...props}
      testId="card-recent-files"
      title="Recent Files"
      viewAll="/knowledge-library"
      empty="No knowledge found in the library"
      emptyIcon={FileText}
      showExpiry={false}
    />
  );
}

export function RecentQueriesCard(props: LoadState & { chats: ChatRecord[] }) {
  return (
    <DashboardListCard
      testId="card-recent-queries"
      title="Recent Parent Queries"
      viewAll="/analytics"
      state={props}
      failedTitle="Error loading chat data"
      empty={{ when: props.chats.length === 0, title: 'No recent parent queries', icon: MessageSquare }}
    >
      <ul className="space-y-4">
        {props.chats.map((c) => (
          <ListRow
            key={c.id}
            icon={MessageSquare}
            colors={toneClasses.indigo}
            align="items-start"
            badge={<QueryStatusBadge chat={c} />}
          >
            <p className="line-clamp-2 text-sm font-medium text-slate-900">{c.query}</p>
            <p className="mt-0.5 text-xs text-slate-500">
              {categoryLabel(c.category)} · {formatDateTime(c.created_at)}
            </p>
          </ListRow>
        ))}
      </ul>
    </DashboardListCard>
  );
}

const EVENT_ICONS: Record<string, LucideIcon> = {
  file_upload: FileUp,
  email_received: Mail,
  email_attachment: Paperclip,
  file_expired: FileClock,
  file_delete: FileX,
  file_update: FilePen,
  calendar_added: CalendarPlus,
  calendar_deleted: CalendarX,
  calendar_synced: RefreshCw,
  settings_updated: Settings,
  email_rejected: MailX,
};

export function RecentActivityCard(
  props: LoadState & { logs: ActivityLog[]; page: number; onPage: (page: number) => void },
) {
  const view = activityPage(props.logs, props.page);
  return (
    <DashboardListCard
      testId="card-activity"
      title="Recent Activity"
      state={props}
      failedTitle="Failed to load activity logs"
      empty={{ when: props.logs.length === 0, title: 'No recent activity recorded', icon: Calendar }}
    >
      <ul className="space-y-4">
        {view.items.map((log) => (
          <ListRow
            key={log.id}
            icon={EVENT_ICONS[log.event_type] ?? FileText}
            colors="bg-slate-100 text-slate-600"
            align="items-start"
            testId="activity-item"
          >
            <p className="text-sm break-words text-slate-900">{log.description}</p>
            <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(log.created_at)}</p>
          </ListRow>
        ))}
      </ul>
      {view.pageCount > 1 && (
        <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3">
          <Button
            icon={ChevronLeft}
            variant="ghost"
            size="sm"
            aria-label="Previous activity page"
            disabled={view.page === 1}
            onClick={() => props.onPage(view.page - 1)}
          >
            Previous
          </Button>
          <span className="text-xs text-slate-500">
            Page {view.page} of {view.pageCount}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next activity page"
            disabled={view.page === view.pageCount}
            onClick={() => props.onPage(view.page + 1)}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </DashboardListCard>
  );
}
