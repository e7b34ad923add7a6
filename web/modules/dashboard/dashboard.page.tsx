import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, CircleCheck, MessagesSquare, Upload } from 'lucide-react';
import { useSchoolName } from '../../app/session';
import { Banner, useBanner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { useChats } from '../analytics/analytics.api';
import { useActivityLogs, useKnowledgeFiles } from './dashboard.api';
import {
  CountCard,
  ExpiringSoonCard,
  RecentActivityCard,
  RecentFilesCard,
  RecentQueriesCard,
} from './dashboard.cards';
import {
  DASHBOARD_CHATS,
  expiringSoon,
  liveKnowledgeCount,
  newestFiles,
  QUERY_COUNT_DAYS,
} from './dashboard.stats';
import { DashboardUploadDialog } from './dashboard.upload';
import { UnansweredCard } from '../unanswered/unanswered.dashboard-card';

const DAY_MS = 24 * 3600 * 1000;

/**
 * /dashboard (docs/product-spec.md Dashboard). Knowledge, chats and activity load
 * independently, so one failing call leaves the other cards working.
 */
export default function DashboardPage() {
  const schoolName = useSchoolName();
  const queryClient = useQueryClient();
  const { banner, showSuccess, showError, clear } = useBanner({ successMs: 3000, errorMs: 5000 });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [activityPage, setActivityPage] = useState(1);
  // Fixed at mount (to the minute) so the 7-day query key stays stable across renders.
  const [weekAgo] = useState(() =>
    new Date(Math.floor((Date.now() - QUERY_COUNT_DAYS * DAY_MS) / 60_000) * 60_000).toISOString(),
  );

  const knowledge = useKnowledgeFiles();
  const weekChats = useChats({ since: weekAgo });
  const recentChats = useChats({ limit: DASHBOARD_CHATS });
  const activity = useActivityLogs();

  const now = useMemo(() => new Date(knowledge.dataUpdatedAt || Date.now()), [knowledge.dataUpdatedAt]);
  const files = useMemo(() => knowledge.data ?? [], [knowledge.data]);
  const chatsFailed = weekChats.isError || recentChats.isError;
  const retryChats = () => {
    void weekChats.refetch();
    void recentChats.refetch();
  };

  return (
    <div>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back, ${schoolName}`}
        actions={
          <>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-700 ring-1 ring-green-200 ring-inset">
              <CircleCheck aria-hidden className="size-4" />
              All Systems Operational
            </span>
            <Button icon={Upload} onClick={() => setUploadOpen(true)}>
              Upload New Knowledge
            </Button>
          </>
        }
      />

      <Banner banner={banner} onDismiss={clear} className="mb-6" />

      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
          <CountCard
            title="Live Knowledge"
            value={liveKnowledgeCount(files, now)}
            hint="Knowledge items parents' answers can use"
            to="/knowledge-library"
            linkLabel="View library"
            icon={BookOpen}
            loading={knowledge.isPending}
            failed={knowledge.isError}
          />
          <CountCard
            title="Parent Queries"
            value={weekChats.data?.length}
            hint="Last 7 days"
            to="/analytics"
            linkLabel="View analytics"
            icon={MessagesSquare}
            loading={weekChats.isPending}
            failed={weekChats.isError}
          />
          <UnansweredCard />
        </div>

        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <ExpiringSoonCard
            files={expiringSoon(files, now)}
            now={now}
            loading={knowledge.isPending}
            failed={knowledge.isError}
            onRetry={() => void knowledge.refetch()}
          />
          <RecentQueriesCard
            chats={recentChats.data ?? []}
            loading={recentChats.isPending && !chatsFailed}
            failed={chatsFailed}
            onRetry={retryChats}
          />
          <RecentActivityCard
            logs={activity.data ?? []}
            page={activityPage}
            onPage={setActivityPage}
            loading={activity.isPending}
            failed={activity.isError}
            onRetry={() => void activity.refetch()}
          />
          <RecentFilesCard
            files={newestFiles(files)}
            now={now}
            loading={knowledge.isPending}
            failed={knowledge.isError}
            onRetry={() => void knowledge.refetch()}
          />
        </div>
      </div>

      <DashboardUploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => {
          showSuccess('Knowledge uploaded successfully');
          void queryClient.invalidateQueries({ queryKey: ['knowledge'] });
          void queryClient.invalidateQueries({ queryKey: ['activity'] });
        }}
        onError={(message) => showError(message || 'Failed to upload knowledge')}
      />
    </div>
  );
}
