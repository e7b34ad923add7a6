import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { SchoolProfile } from '../../../contracts/settings.contract';
import { apiFetch, errorMessage } from '../../app/api';
import { Banner, Button, Card, CardBody, CardFooter, CardHeader, Input, Label, useBanner } from '../../ui';
import { settingsKeys } from './settings.api';

interface HoursForm {
  school_start: string;
  school_dismissal: string;
  early_dismissal: string;
  school_days: number[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function toForm(profile: SchoolProfile): HoursForm {
  return {
    school_start: profile.school_start ?? '',
    school_dismissal: profile.school_dismissal ?? '',
    early_dismissal: profile.early_dismissal ?? '',
    school_days: profile.school_days,
  };
}

/**
 * Regular school hours (part of the school profile): start, dismissal, early-release dismissal and
 * the weekdays with classes. The assistant uses them for "is there school Monday?" ("8:35 AM to
 * 3:05 PM") and for early-release days whose calendar entry says "1 hour early". Left blank, the
 * assistant takes the times from the school's documents when they state them. The whole profile is
 * sent back with the hours, since the server stores the profile as one record.
 */
export function SchoolHoursCard({ profile }: { profile: SchoolProfile }) {
  const id = useId();
  const [form, setForm] = useState<HoursForm>(() => toForm(profile));
  const queryClient = useQueryClient();
  const banner = useBanner();
  const save = useMutation({
    mutationFn: (hours: HoursForm) =>
      apiFetch<SchoolProfile>('/api/settings/school', {
        method: 'PUT',
        body: {
          name: profile.name ?? '',
          time_zone: profile.time_zone,
          default_country: profile.default_country,
          office_phone: profile.office_phone ?? '',
          office_email: profile.office_email ?? '',
          ...hours,
        },
      }),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.school, data),
  });
  const dirty = JSON.stringify(form) !== JSON.stringify(toForm(profile));
  const busy = save.isPending;
  const set =
    (field: 'school_start' | 'school_dismissal' | 'early_dismissal') =>
    (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [field]: event.target.value }));
  const toggleDay = (day: number) =>
    setForm((f) => ({
      ...f,
      school_days: f.school_days.includes(day)
        ? f.school_days.filter((d) => d !== day)
        : [...f.school_days, day].sort(),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    banner.clear();
    try {
      const saved = await save.mutateAsync(form);
      setForm(toForm(saved));
      banner.showSuccess('School hours saved');
    } catch (error) {
      banner.showError(errorMessage(error, 'Failed to save school hours').replace(/^[a-z_.0-9]+: /, ''));
    }
  };

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="School hours">
        <CardHeader
          title={
            <span className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-indigo-600" />
              School hours
            </span>
          }
          description="The regular day the assistant tells parents about. Leave a time blank to let it use what your documents say."
        />
        <CardBody className="space-y-4">
          <Banner banner={banner.banner} onDismiss={banner.clear} />
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <Label htmlFor={`${id}-start`}>School starts</Label>
              <Input
                id={`${id}-start`}
                type="time"
                value={form.school_start}
                onChange={set('school_start')}
                disabled={busy}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-dismissal`}>Dismissal</Label>
              <Input
                id={`${id}-dismissal`}
                type="time"
                value={form.school_dismissal}
                onChange={set('school_dismissal')}
                disabled={busy}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-early`}>Early-release dismissal</Label>
              <Input
                id={`${id}-early`}
                type="time"
                value={form.early_dismissal}
                onChange={set('early_dismissal')}
                disabled={busy}
              />
            </div>
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700">School days</legend>
            <div className="flex flex-wrap gap-3">
              {WEEKDAYS.map((name, day) => (
                <label key={name} className="flex items-center gap-1 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={form.school_days.includes(day)}
                    onChange={() => toggleDay(day)}
                    disabled={busy}
                  />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={busy} disabled={(!dirty && !busy) || form.school_days.length === 0}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
