import { useState } from 'react';
import { Card, CardBody, CardHeader, QueryState, Skeleton, Switch, type BannerReport } from '../../ui';
import { useSyncStatus, useUpdateSyncStatus } from './calendars.api';
import { DAILY_SYNC_LABEL } from './calendars.format';

/**
 * Daily automatic sync toggle (docs/product-spec.md: saved on change, reverted when the save fails;
 *: 5:00 AM). The server answers with the next sync instant, or null when off.
 */
export function SyncSettings({ onSuccess, onError }: BannerReport) {
  const status = useSyncStatus();
  const update = useUpdateSyncStatus();
  // Optimistic value while saving; null = follow the server.
  const [pending, setPending] = useState<boolean | null>(null);
  const enabled = pending ?? (status.data !== null && status.data !== undefined);

  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await update.mutateAsync(next);
      onSuccess(next ? `Daily sync turned on (every day at ${DAILY_SYNC_LABEL})` : 'Daily sync turned off');
    } catch {
      onError('Failed to update sync settings');
    } finally {
      setPending(null);
    }
  };

  return (
    <Card>
      <CardHeader title="Sync Settings" />
      <CardBody>
        <QueryState
          query={status}
          loading={<Skeleton className="h-10 w-full" />}
          error={{ message: 'Failed to fetch calendar sync status' }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor="daily-sync" className="text-sm font-medium text-slate-900">
                Daily automatic sync
              </label>
              <p className="mt-1 text-sm text-slate-500">
                Every calendar syncs each day at{' '}
                <span className="font-medium text-slate-700">{DAILY_SYNC_LABEL}</span> (school time).
              </p>
            </div>
            <Switch
              id="daily-sync"
              checked={enabled}
              disabled={update.isPending}
              onCheckedChange={(v) => void toggle(v)}
            />
          </div>
        </QueryState>
      </CardBody>
    </Card>
  );
}
