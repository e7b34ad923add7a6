import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ShieldCheck, X } from 'lucide-react';
import type { AllowedSenders } from '../../../contracts/inbound-email.contract';
import { apiFetch, errorMessage } from '../../app/api';
import { Banner, Button, Input, Label, Skeleton, useBanner } from '../../ui';

const sendersKey = ['settings', 'email', 'senders'] as const;

/**
 * Allowed senders of forwarded mail: the defaults (office domain, staff accounts) and the addresses
 * or domains the office adds. Mail from anyone else is refused and shows in Recent Activity.
 */
export function AllowedSendersSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sendersKey,
    queryFn: () => apiFetch<AllowedSenders>('/api/settings/email/senders'),
  });
  const save = useMutation({
    mutationFn: (allowed_senders: string[]) =>
      apiFetch<AllowedSenders>('/api/settings/email/senders', { method: 'PUT', body: { allowed_senders } }),
    onSuccess: (data) => queryClient.setQueryData(sendersKey, data),
  });
  const [entry, setEntry] = useState('');
  const banner = useBanner();

  if (query.isPending) return <Skeleton className="h-20 w-full" />;
  if (query.isError) return <Banner banner={{ kind: 'error', message: 'Failed to load allowed senders' }} />;
  const { defaults, allowed_senders } = query.data;

  const update = async (next: string[], done?: () => void) => {
    banner.clear();
    try {
      await save.mutateAsync(next);
      done?.();
    } catch (err) {
      banner.showError(errorMessage(err, 'Failed to update allowed senders'));
    }
  };

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4" data-testid="allowed-senders">
      <div className="flex items-start gap-2">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 text-indigo-600" />
        <div>
          <p className="text-sm font-medium text-slate-900">Allowed senders</p>
          <p className="text-sm text-slate-500">
            Only mail from these senders becomes knowledge; anything else is refused and listed in Recent
            Activity.
          </p>
        </div>
      </div>
      <Banner banner={banner.banner} onDismiss={banner.clear} />
      <ul className="flex flex-wrap gap-2">
        {defaults.map((s) => (
          <li
            key={s}
            className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700"
            title="Always allowed"
          >
            {s}
          </li>
        ))}
        {allowed_senders.map((s) => (
          <li
            key={s}
            className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-3 pr-1 text-xs text-indigo-800"
          >
            {s}
            <button
              type="button"
              aria-label={`Remove ${s}`}
              disabled={save.isPending}
              onClick={() => void update(allowed_senders.filter((x) => x !== s))}
              className="rounded-full p-0.5 hover:bg-indigo-100"
            >
              <X aria-hidden className="size-3" />
            </button>
          </li>
        ))}
        {defaults.length + allowed_senders.length === 0 && (
          <li className="text-xs text-slate-500">No senders yet: add an address or a domain.</li>
        )}
      </ul>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (entry.trim()) void update([...allowed_senders, entry.trim()], () => setEntry(''));
        }}
      >
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-sender`}>Add an address or a domain</Label>
          <Input
            id={`${id}-sender`}
            placeholder="news@district.org or district.org"
            value={entry}
            disabled={save.isPending}
            onChange={(e) => setEntry(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!entry.trim()}>
          Add
        </Button>
      </form>
    </div>
  );
}
