import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { SchoolProfile } from '../../../contracts/settings.contract';
import { apiFetch } from '../../app/api';
import { Input } from '../../ui';
import { settingsKeys } from './settings.api';
import { Field, SettingsFormCard, useSettingsForm } from './settings.form-card';

interface HoursForm {
  school_start: string;
  school_dismissal: string;
  early_dismissal: string;
  school_days: number[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const TIME_FIELDS = [
  { field: 'school_start', label: 'School starts' },
  { field: 'school_dismissal', label: 'Dismissal' },
  { field: 'early_dismissal', label: 'Early-release dismissal' },
] as const;

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
  const queryClient = useQueryClient();
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
  const state = useSettingsForm(profile, toForm, save, {
    saved: 'School hours saved',
    failed: 'Failed to save school hours',
  });
  const { form, setForm, bind, busy } = state;
  const toggleDay = (day: number) =>
    setForm((f) => ({
      ...f,
      school_days: f.school_days.includes(day)
        ? f.school_days.filter((d) => d !== day)
        : [...f.school_days, day].sort(),
    }));

  return (
    <SettingsFormCard
      title="School hours"
      icon={Clock}
      description="The regular day the assistant tells parents about. Leave a time blank to let it use what your documents say."
      state={state}
      invalid={form.school_days.length === 0}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {TIME_FIELDS.map(({ field, label }) => (
          <Field key={field} htmlFor={bind(field).id} label={label}>
            <Input type="time" {...bind(field)} />
          </Field>
        ))}
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
    </SettingsFormCard>
  );
}
