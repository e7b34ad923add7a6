import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { SchoolProfile } from '../../../contracts/settings.contract';
import { errorMessage } from '../../app/api';
import { Banner, Button, Card, CardBody, CardFooter, CardHeader, Label, useBanner } from '../../ui';

/**
 * The state of a settings form edited from the stored school profile (profile and hours cards).
 * `mutation` sends the form and resolves to the stored profile, which becomes the form again; the
 * banner says `messages.saved`, or the server's message (the field name before ": " dropped, since
 * the label already names it) with `messages.failed` as the fallback. `bind(field)` gives a text or
 * time input its id, value, change handler and disabled state.
 */
export function useSettingsForm<F extends object>(
  profile: SchoolProfile,
  toForm: (profile: SchoolProfile) => F,
  mutation: { mutateAsync: (form: F) => Promise<SchoolProfile>; isPending: boolean },
  messages: { saved: string; failed: string },
) {
  const busy = mutation.isPending;
  const id = useId();
  const [form, setForm] = useState<F>(() => toForm(profile));
  const banner = useBanner();
  const dirty = JSON.stringify(form) !== JSON.stringify(toForm(profile));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    banner.clear();
    try {
      setForm(toForm(await mutation.mutateAsync(form)));
      banner.showSuccess(messages.saved);
    } catch (error) {
      banner.showError(errorMessage(error, messages.failed).replace(/^[a-z_.0-9]+: /, ''));
    }
  };

  const bind = (field: keyof F & string) => ({
    id: `${id}-${field}`,
    value: String(form[field]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [field]: event.target.value })),
  });

  return { form, setForm, dirty, busy, banner, submit, bind };
}

/** A label above its control; `htmlFor` is the control's id. */
export function Field(props: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={props.htmlFor}>{props.label}</Label>
      {props.children}
    </div>
  );
}

/**
 * A settings card that is one form: icon and title, description, the save banner, the fields, and
 * Save in the footer ("Saving..." while busy; disabled while nothing changed or the form is `invalid`).
 */
export function SettingsFormCard(props: {
  title: string;
  icon: LucideIcon;
  description: string;
  state: Pick<ReturnType<typeof useSettingsForm>, 'banner' | 'submit' | 'busy' | 'dirty'>;
  invalid?: boolean;
  children: ReactNode;
}) {
  const { banner, submit, busy, dirty } = props.state;
  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={props.title}>
        <CardHeader icon={props.icon} title={props.title} description={props.description} />
        <CardBody className="space-y-4">
          <Banner banner={banner.banner} onDismiss={banner.clear} />
          {props.children}
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={busy} disabled={(!dirty && !busy) || props.invalid}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
