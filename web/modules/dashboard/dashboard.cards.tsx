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

/** A card whose body is loading, failed (with Try Again), empty, or the list. */
function DashboardListCard(props: {
  title: string;
  actions?: ReactNode;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  empty: string | null;
  emptyIcon?: LucideIcon;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={props.testId}>
      <CardHeader title={props.title} actions={props.actions} />
      <CardBody>
        {props.loading ? (
          <ListSkeleton />
        ) : props.error ? (
          <ErrorBox title={props.error} onRetry={props.onRetry} />
        ) : props.empty ? (
          <EmptyState title={props.empty} icon={props.emptyIcon} className="py-6" />
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

/** The square icon in front of a dashboard list row; `colors` are its background and icon classes. */
function IconTile({ icon: Icon, colors }: { icon: LucideIcon; colors: string }) {
  return (
    <div className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${colors}`}>
      <Icon aria-hidden className="size-4" />
    </div>
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
  // On phones the badge goes under the name so the name keeps the row's width.
  return (
    <li className="flex items-center gap-3">
      <IconTile icon={showExpiry ? FileClock : FileText} colors={toneClasses[tone]} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={file.fileName}>
          {file.fileName}
        </p>
        <p className="truncate text-xs text-slate-500">
          {file.content_type} ·{' '}
          {showExpiry
            ? formatDateTime(file.expiry_date)
            : `${formatDateTime(file.created_at)} · ${formatSize(file.size)}`}
        </p>
        <div className="mt-1 sm:hidden">{badge}</div>
      </div>
      <div className="hidden shrink-0 sm:block">{badge}</div>
    </li>
  );
}

interface FilesCardProps {
  files: DashboardFile[];
  now: Date;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** A list of knowledge files: the frame shared by "Knowledge Expiring Soon" and "Recent Files". */
function FilesCard(
  props: FilesCardProps & {
    testId: string;
    title: string;
    viewAll: string;
    empty: string;
    emptyIcon: typeof Clock;
    showExpiry: boolean;
  },
) {
  return (
    <DashboardListCard
      testId={props.testId}
      title={props.title}
      actions={
        <Link to={props.viewAll} className={linkClass}>
          View all
        </Link>
      }
      loading={props.loading}
      error={props.failed ? 'Error loading knowledge data' : null}
      onRetry={props.onRetry}
      empty={props.files.length === 0 ? props.empty : null}
      emptyIcon={props.emptyIcon}
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

export function RecentQueriesCard(props: {
  chats: ChatRecord[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <DashboardListCard
      testId="card-recent-queries"
      title="Recent Parent Queries"
      actions={
        <Link to="/analytics" className={linkClass}>
          View all
        </Link>
      }
      loading={props.loading}
      error={props.failed ? 'Error loading chat data' : null}
      onRetry={props.onRetry}
      empty={props.chats.length === 0 ? 'No recent parent queries' : null}
      emptyIcon={MessageSquare}
    >
      <ul className="space-y-4">
        {props.chats.map((c) => (
          <li key={c.id} className="flex items-start gap-3">
            <IconTile icon={MessageSquare} colors={toneClasses.indigo} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{c.query}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                {categoryLabel(c.category)} · {formatDateTime(c.created_at)}
              </p>
              <div className="mt-1 sm:hidden">
                <QueryStatusBadge chat={c} />
              </div>
            </div>
            <div className="hidden shrink-0 sm:block">
              <QueryStatusBadge chat={c} />
            </div>
          </li>
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

export function RecentActivityCard(props: {
  logs: ActivityLog[];
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const view = activityPage(props.logs, props.page);
  return (
    <DashboardListCard
      testId="card-activity"
      title="Recent Activity"
      loading={props.loading}
      error={props.failed ? 'Failed to load activity logs' : null}
      onRetry={props.onRetry}
      empty={props.logs.length === 0 ? 'No recent activity recorded' : null}
      emptyIcon={Calendar}
    >
      <ul className="space-y-4">
        {view.items.map((log) => {
          const Icon = EVENT_ICONS[log.event_type] ?? FileText;
          return (
            <li key={log.id} className="flex items-start gap-3" data-testid="activity-item">
              <IconTile icon={Icon} colors="bg-slate-100 text-slate-600" />
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-900">{log.description}</p>
                <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(log.created_at)}</p>
              </div>
            </li>
          );
        })}
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
