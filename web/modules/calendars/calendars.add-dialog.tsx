import { useState, type FormEvent } from 'react';
import { CALENDAR_ASSOCIATIONS, type CalendarAssociation } from '../../../contracts/calendars.contract';
import { errorMessage } from '../../app/api';
import { ErrorBox, FormDialog, Input, Label, Select } from '../../ui';
import { useAddCalendar } from './calendars.api';
import { validateCalendarForm } from './calendars.format';

const ASSOCIATION_OPTIONS = [
  { value: '', label: 'None' },
  ...CALENDAR_ASSOCIATIONS.map((a) => ({ value: a, label: a })),
];

export interface AddCalendarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the server stored and synced the calendar. */
  onAdded: () => void;
}

/**
 * Add-calendar dialog (docs/product-spec.md Calendar Management): name, ICS URL and an
 * optional association; Add stays disabled while name or URL is empty; the server fetches the feed
 * before answering, so "Adding..." can take a few seconds and the dialog cannot be closed meanwhile.
 */
export function AddCalendarDialog({ open, onOpenChange, onAdded }: AddCalendarDialogProps) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [association, setAssociation] = useState<CalendarAssociation | ''>('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCalendar();

  const reset = () => {
    setName('');
    setUrl('');
    setAssociation('');
    setError(null);
    add.reset();
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCalendarForm({ name, url });
    if (invalid) return setError(invalid);
    setError(null);
    try {
      await add.mutateAsync({ name: name.trim(), ics_url: url.trim(), association: association || null });
      reset();
      onAdded();
    } catch (err) {
      setError(errorMessage(err, 'Failed to add calendar'));
    }
  };

  const busy = add.isPending;
  return (
    <FormDialog
      open={open}
      onCancel={() => close(false)}
      busy={busy}
      title="Add Calendar"
      description="Paste the calendar's ICS feed address (Google, Outlook or Apple calendars all publish one)."
      action={{
        label: 'Add',
        busyLabel: 'Adding...',
        disabled: !name.trim() || !url.trim(),
        submit: true,
        form: 'add-calendar-form',
      }}
    >
      <form id="add-calendar-form" noValidate onSubmit={submit} className="space-y-4">
        {error && <ErrorBox message={error} />}
        <div>
          <Label htmlFor="calendar-name" required>
            Calendar Name
          </Label>
          <Input
            id="calendar-name"
            value={name}
            maxLength={200}
            disabled={busy}
            placeholder="e.g. School Events"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="calendar-url" required>
            ICS URL
          </Label>
          <Input
            id="calendar-url"
            type="url"
            inputMode="url"
            value={url}
            maxLength={2000}
            disabled={busy}
            placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="calendar-association">Association (optional)</Label>
          <Select
            id="calendar-association"
            value={association}
            disabled={busy}
            options={ASSOCIATION_OPTIONS}
            onChange={(e) => setAssociation(e.target.value as CalendarAssociation | '')}
          />
        </div>
      </form>
    </FormDialog>
  );
}
