import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type {
  WhatsappConnection,
  WhatsappConnectionInput,
  WhatsappTestMessageResult,
} from '../../../contracts/whatsapp.contract';
import { apiFetch, errorMessage } from '../../app/api';
import { formatDateTime } from '../../lib/format';
import {
  Badge,
  Banner,
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  ErrorBox,
  Input,
  Label,
  Skeleton,
  useBanner,
} from '../../ui';

/**
 * Settings card for the school's WhatsApp Cloud API connection: phone-number id,
 * business account id and access token (write-only: only its last 4 characters come back), the
 * webhook URL to give Meta, the newest delivery failure, a test message to a directory number and
 * a disconnect action. Self-contained: `<WhatsappConnectionCard />` anywhere under the query client.
 */
export const WHATSAPP_CONNECTION_KEY = ['settings', 'whatsapp', 'connection'] as const;
const PATH = '/api/settings/whatsapp/connection';

export function useWhatsappConnection() {
  return useQuery({ queryKey: WHATSAPP_CONNECTION_KEY, queryFn: () => apiFetch<WhatsappConnection>(PATH) });
}

function useConnectionMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (data: WhatsappConnection) => queryClient.setQueryData(WHATSAPP_CONNECTION_KEY, data);
  const save = useMutation({
    mutationFn: (body: WhatsappConnectionInput) =>
      apiFetch<WhatsappConnection>(PATH, { method: 'PUT', body }),
    onSuccess,
  });
  const disconnect = useMutation({
    mutationFn: () => apiFetch<WhatsappConnection>(PATH, { method: 'DELETE' }),
    onSuccess,
  });
  const test = useMutation({
    mutationFn: (whatsapp_num: string) =>
      apiFetch<WhatsappTestMessageResult>('/api/settings/whatsapp/test-message', {
        method: 'POST',
        body: { whatsapp_num },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WHATSAPP_CONNECTION_KEY }),
  });
  return { save, disconnect, test };
}

const digits = /^\d{5,25}$/;

/** The two numeric ids Meta's WhatsApp Manager shows, as the form asks for them. */
const ID_FIELDS = [
  {
    key: 'phone_number_id',
    id: 'wa-phone-number-id',
    label: 'Phone number ID',
    placeholder: '106540352242922',
  },
  {
    key: 'business_account_id',
    id: 'wa-account-id',
    label: 'WhatsApp Business Account ID',
    placeholder: '102290129340398',
  },
] as const;
type Ids = Record<(typeof ID_FIELDS)[number]['key'], string>;

export function WhatsappConnectionCard() {
  const connection = useWhatsappConnection();
  const { save, disconnect, test } = useConnectionMutations();
  const { banner, showSuccess, showError, clear } = useBanner();
  // Test-message results show beside the test form, where the user is looking.
  const testBanner = useBanner();
  const [ids, setIds] = useState<Ids>({ phone_number_id: '', business_account_id: '' });
  const [token, setToken] = useState('');
  const [testNumber, setTestNumber] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const data = connection.data;

  useEffect(() => {
    if (!data) return;
    setIds({
      phone_number_id: data.phone_number_id ?? '',
      business_account_id: data.business_account_id ?? '',
    });
  }, [data]);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const wrong = ID_FIELDS.find((field) => !digits.test(ids[field.key].trim()));
    if (wrong) return setFormError(`${wrong.label} must be the numeric id shown in Meta's WhatsApp Manager`);
    if (!data?.connected && !token.trim()) return setFormError('Access token is required');
    save.mutate(
      {
        phone_number_id: ids.phone_number_id.trim(),
        business_account_id: ids.business_account_id.trim(),
        ...(token.trim() ? { access_token: token.trim() } : {}),
      },
      {
        onSuccess: () => {
          setToken('');
          showSuccess('WhatsApp connection saved');
        },
        onError: (err) => setFormError(errorMessage(err, 'Failed to save the WhatsApp connection')),
      },
    );
  };

  const onTest = (event: FormEvent) => {
    event.preventDefault();
    if (!testNumber.trim()) return testBanner.showError('WhatsApp number is required');
    test.mutate(testNumber.trim(), {
      onSuccess: (result) => testBanner.showSuccess(result.message, 8000),
      onError: (err) => testBanner.showError(errorMessage(err, 'Failed to send the test message')),
    });
  };

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        setToken('');
        showSuccess('WhatsApp disconnected');
      },
      onError: (err) => {
        setConfirmOpen(false);
        showError(errorMessage(err, 'Failed to disconnect WhatsApp'));
      },
    });

  return (
    <Card data-testid="whatsapp-connection">
      <CardHeader
        title="WhatsApp connection"
        description="The school's WhatsApp Business number that parents message (Meta Cloud API)."
        actions={
          data && (
            <Badge tone={data.connected ? 'green' : 'slate'}>
              {data.connected ? 'Connected' : 'Not connected'}
            </Badge>
          )
        }
      />
      <CardBody className="space-y-5">
        <Banner banner={banner} onDismiss={clear} />
        {connection.isPending ? (
          <div className="space-y-3" aria-label="Loading WhatsApp connection">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : connection.isError || !data ? (
          <ErrorBox
            message="Failed to load settings. Please try again later."
            onRetry={() => void connection.refetch()}
          />
        ) : (
          <>
            {!data.webhook_configured && (
              <Notice>
                Incoming messages are refused until the server has WHATSAPP_APP_SECRET and
                WHATSAPP_VERIFY_TOKEN set.
              </Notice>
            )}
            {data.last_failure && (
              <Notice>
                Last reply not delivered ({formatDateTime(data.last_failure.at)}): {data.last_failure.reason}
              </Notice>
            )}
            <form onSubmit={onSave} className="grid gap-4 sm:grid-cols-2" noValidate>
              {ID_FIELDS.map((field) => (
                <div key={field.key}>
                  <Label htmlFor={field.id} required>
                    {field.label}
                  </Label>
                  <Input
                    id={field.id}
                    inputMode="numeric"
                    value={ids[field.key]}
                    onChange={(e) => setIds((now) => ({ ...now, [field.key]: e.target.value }))}
                    placeholder={field.placeholder}
                    disabled={save.isPending}
                  />
                </div>
              ))}
              <div className="sm:col-span-2">
                <Label htmlFor="wa-token" required={!data.connected}>
                  Access token
                </Label>
                <Input
                  id="wa-token"
                  type="password"
                  autoComplete="off"
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  placeholder={
                    data.access_token_last4 ? `•••• ${data.access_token_last4}` : 'System user access token'
                  }
                  disabled={save.isPending}
                />
                <p className="mt-1 text-xs text-slate-500">
                  Stored encrypted and never shown again.
                  {data.access_token_last4 &&
                    ` The stored token ends in ${data.access_token_last4}; leave blank to keep it.`}
                </p>
              </div>
              {formError && <ErrorBox className="sm:col-span-2" message={formError} />}
              <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                <Button type="submit" loading={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save connection'}
                </Button>
                {data.connected && (
                  <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
                    Disconnect
                  </Button>
                )}
              </div>
            </form>
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-700">Webhook callback URL</p>
              <p
                className="mt-1 font-mono text-xs break-all text-slate-600"
                data-testid="whatsapp-webhook-url"
              >
                {data.webhook_url}
              </p>
              <p className="mt-1 text-xs text-slate-500">
                Paste it in Meta's app dashboard with the platform verify token, and subscribe to "messages".
              </p>
            </div>
            <form onSubmit={onTest} className="border-t border-slate-100 pt-4">
              <Label htmlFor="wa-test-number">Send test message</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="wa-test-number"
                  type="tel"
                  value={testNumber}
                  onChange={(e) => setTestNumber(e.target.value)}
                  placeholder="+1 555 123 4567"
                  disabled={!data.connected || test.isPending}
                />
                <Button type="submit" variant="secondary" loading={test.isPending} disabled={!data.connected}>
                  {test.isPending ? 'Sending...' : 'Send test message'}
                </Button>
              </div>
              <p className="mt-1 text-xs text-slate-500">To a number in your parents directory.</p>
              <Banner banner={testBanner.banner} onDismiss={testBanner.clear} className="mt-3" />
            </form>
          </>
        )}
      </CardBody>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={onDisconnect}
        danger
        busy={disconnect.isPending}
        title="Disconnect WhatsApp?"
        message="Parents' messages to this number will no longer be answered until you connect again. The stored access token is deleted."
        confirmLabel="Disconnect"
      />
    </Card>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">{children}</p>
    </div>
  );
}
