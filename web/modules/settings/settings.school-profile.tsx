import { useMemo } from 'react';
import { School } from 'lucide-react';
import type { SchoolProfile } from '../../../contracts/settings.contract';
import { Input, Select } from '../../ui';
import { SETTINGS_MESSAGES, useSaveSchoolProfile, type SchoolProfileForm } from './settings.api';
import { Field, SettingsFormCard, useSettingsForm } from './settings.form-card';
import { countryOptions, timeZoneOptions } from './settings.options';

function toForm(profile: SchoolProfile): SchoolProfileForm {
  return {
    name: profile.name ?? '',
    time_zone: profile.time_zone,
    default_country: profile.default_country,
    office_phone: profile.office_phone ?? '',
    office_email: profile.office_email ?? '',
  };
}

/**
 * School profile: who the school is for the assistant and the console. The name shows
 * in the sidebar and dashboard; the time zone anchors "tomorrow" and the 05:00 calendar sync; the
 * default country reads parent numbers written without +code; office phone and e-mail are what the
 * assistant points parents to when it cannot answer. The server validates and normalises (phone in
 * international format) and its message is shown on failure.
 */
export function SchoolProfileCard({ profile }: { profile: SchoolProfile }) {
  const state = useSettingsForm(profile, toForm, useSaveSchoolProfile(), {
    saved: SETTINGS_MESSAGES.profileSaved,
    failed: SETTINGS_MESSAGES.profileSaveFailed,
  });
  const { form, bind } = state;
  const zones = useMemo(() => timeZoneOptions(form.time_zone), [form.time_zone]);
  const countries = useMemo(() => countryOptions(), []);

  return (
    <SettingsFormCard
      title="School profile"
      icon={School}
      description="How the console and the assistant name your school, its time zone, and how parents reach the office."
      state={state}
    >
      <Field htmlFor={bind('name').id} label="School name">
        <Input {...bind('name')} maxLength={120} placeholder="Your school’s name" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field htmlFor={bind('time_zone').id} label="Time zone">
          <Select {...bind('time_zone')} options={zones} />
        </Field>
        <Field htmlFor={bind('default_country').id} label="Default phone country">
          <Select {...bind('default_country')} options={countries} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field htmlFor={bind('office_phone').id} label="Office phone">
          <Input {...bind('office_phone')} type="tel" autoComplete="tel" placeholder="+1 312 555 0142" />
        </Field>
        <Field htmlFor={bind('office_email').id} label="Office e-mail">
          <Input
            {...bind('office_email')}
            type="email"
            autoComplete="email"
            placeholder="office@school.edu"
          />
        </Field>
      </div>
      <p className="text-xs text-slate-500">
        Parents are pointed to the office phone and e-mail when the assistant cannot answer. Numbers without a
        country code are read with the default country.
      </p>
    </SettingsFormCard>
  );
}
