import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, Copy, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import type { EmailSettings, WhatsappSettings } from '../../../contracts/settings.contract';
import { Banner, Button, Card, CardBody, CardHeader, Switch, useBanner } from '../../ui';
import { AllowedSendersSection } from './settings.allowed-senders';
import { SETTINGS_MESSAGES, useSetEmailForwarding, useSetWhatsappAccess } from './settings.api';

/**
 * A switch saved on change (docs/product-spec.md): it shows the new position at once, and goes back to
 * the stored one with the error text in the card when the save fails.
 */
function useToggle(
  stored: boolean,
  mutation: { mutateAsync: (next: boolean) => Promise<unknown> },
  failure: string,
) {
  const [pending, setPending] = useState<boolean | null>(null);
  const banner = useBanner();
  const change = async (next: boolean) => {
    setPending(next);
    banner.clear();
    try {
      await mutation.mutateAsync(next);
    } catch {
      banner.showError(failure);
    } finally {
      setPending(null);
    }
  };
  return { checked: pending ?? stored, busy: pending !== null, change, banner };
}

/** A labelled switch with its one-line explanation below the label. */
function ToggleRow(props: {
  id: string;
  label: string;
  hint: ReactNode;
  toggle: ReturnType<typeof useToggle>;
  disabled: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={props.id} className="text-sm font-medium text-slate-900">
          {props.label}
        </label>
        <p className="text-sm text-slate-500">{props.hint}</p>
      </div>
      <Switch
        id={props.id}
        checked={props.toggle.checked}
        onCheckedChange={(next) => void props.toggle.change(next)}
        disabled={props.disabled}
      />
    </div>
  );
}

/** A settings card around one switch: its header, the switch's banner and row, then `children`. */
function ToggleCard(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  toggle: ReturnType<typeof useToggle>;
  label: string;
  hint: ReactNode;
  disabled: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader icon={props.icon} title={props.title} description={props.description} />
      <CardBody className="space-y-4">
        <Banner banner={props.toggle.banner.banner} onDismiss={props.toggle.banner.clear} />
        <ToggleRow
          id={`${id}-switch`}
          label={props.label}
          toggle={props.toggle}
          disabled={props.disabled}
          hint={props.hint}
        />
        {props.children}
      </CardBody>
    </Card>
  );
}

/** E-mail forwarding card: the school's forwarding address with a copy action, and the toggle. */
export function EmailForwardingCard({ settings }: { settings: EmailSettings }) {
  const id = useId();
  const toggle = useToggle(
    settings.email_forwarding_access,
    useSetEmailForwarding(),
    SETTINGS_MESSAGES.emailToggleFailed,
  );
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);
  const address = settings.forwarding_email;

  const copy = async () => {
    if (!address) return;
    try {
      // navigator.clipboard exists only in secure contexts (https or localhost).
      await navigator.clipboard.writeText(address);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toggle.banner.showError(SETTINGS_MESSAGES.copyFailed);
    }
  };

  return (
    <ToggleCard
      icon={Mail}
      title="E-mail forwarding"
      description="Forward newsletters, announcements and attachments to this address to add them to the knowledge base."
      toggle={toggle}
      label="Enable e-mail forwarding"
      disabled={!address || toggle.busy}
      hint={
        address
          ? 'Mail sent to the address below becomes knowledge: the body as an e-mail item, each attachment as its own item.'
          : 'E-mail forwarding is not available: no inbound e-mail domain is configured on this server.'
      }
    >
      {address && (
        <div>
          <p id={`${id}-address-label`} className="mb-1.5 text-sm font-medium text-slate-700">
            Forwarding address
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              aria-labelledby={`${id}-address-label`}
              data-testid="forwarding-address"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
            >
              {address}
            </code>
            <Button
              variant="secondary"
              onClick={() => void copy()}
              aria-label={copied ? 'Copied' : 'Copy email address'}
            >
              {copied ? (
                <Check aria-hidden className="size-4 text-green-600" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          {!toggle.checked && (
            <p className="mt-2 text-xs text-slate-500">
              Mail to this address is refused while forwarding is off.
            </p>
          )}
        </div>
      )}
      {address && <AllowedSendersSection />}
    </ToggleCard>
  );
}

/** WhatsApp parent access card: the toggle (the connection card sits below it on the page). */
export function WhatsappAccessCard({ settings }: { settings: WhatsappSettings }) {
  const toggle = useToggle(
    settings.whatsapp_parent_access,
    useSetWhatsappAccess(),
    SETTINGS_MESSAGES.whatsappToggleFailed,
  );
  return (
    <ToggleCard
      icon={MessageCircle}
      title="WhatsApp parent access"
      description="Let parents in your directory ask questions on WhatsApp and get answers from your knowledge base."
      toggle={toggle}
      label="Enable WhatsApp parent access"
      disabled={toggle.busy}
      hint={
        toggle.checked
          ? 'Parents can message the school’s WhatsApp number.'
          : 'Messages from parents are not answered.'
      }
    />
  );
}
