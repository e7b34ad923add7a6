import { useId, useMemo, useState, type FormEvent } from 'react';
import { School } from 'lucide-react';
import type { SchoolProfile } from '../../../contracts/settings.contract';
import { errorMessage } from '../../app/api';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  Input,
  Label,
  Select,
  useBanner,
} from '../../ui';
import { SETTINGS_MESSAGES, useSaveSchoolProfile, type SchoolProfileForm } from './settings.api';
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
  const id = useId();
  const [form, setForm] = useState<SchoolProfileForm>(() => toForm(profile));
  const save = useSaveSchoolProfile();
  const banner = useBanner();
  const zones = useMemo(() => timeZoneOptions(form.time_zone), [form.time_zone]);
  const countries = useMemo(() => countryOptions(), []);
  const dirty = JSON.stringify(form) !== JSON.stringify(toForm(profile));
  const busy = save.isPending;

  const set = (field: keyof SchoolProfileForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    banner.clear();
    try {
      const saved = await save.mutateAsync(form);
      setForm(toForm(saved));
      banner.showSuccess(SETTINGS_MESSAGES.profileSaved);
    } catch (error) {
      // Validation answers read "office_email: Office e-mail is not …"; the field name is noise here.
      banner.showError(errorMessage(error, SETTINGS_MESSAGES.profileSaveFailed).replace(/^[a-z_]+: /, ''));
    }
  };

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="School profile">
        <CardHeader
          title={
            <span className="flex items-center gap-2">
              <School aria-hidden className="size-4 text-indigo-600" />
              School profile
            </span>
          }
          description="How the console and the assistant name your school, its time zone, and how parents reach the office."
        />
        <CardBody className="space-y-4">
          <Banner banner={banner.banner} onDismiss={banner.clear} />
          <div>
            <Label htmlFor={`${id}-name`}>School name</Label>
            <Input
              id={`${id}-name`}
              value={form.name}
              onChange={set('name')}
              maxLength={120}
              placeholder="Your school’s name"
              disabled={busy}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-tz`}>Time zone</Label>
              <Select
                id={`${id}-tz`}
                value={form.time_zone}
                onChange={set('time_zone')}
                options={zones}
                disabled={busy}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-country`}>Default phone country</Label>
              <Select
                id={`${id}-country`}
                value={form.default_country}
                onChange={set('default_country')}
                options={countries}
                disabled={busy}
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-phone`}>Office phone</Label>
              <Input
                id={`${id}-phone`}
                type="tel"
                autoComplete="tel"
                value={form.office_phone}
                onChange={set('office_phone')}
                placeholder="+1 312 555 0142"
                disabled={busy}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-email`}>Office e-mail</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={form.office_email}
                onChange={set('office_email')}
                placeholder="office@school.edu"
                disabled={busy}
              />
            </div>
          </div>
          <p className="text-xs text-slate-500">
            Parents are pointed to the office phone and e-mail when the assistant cannot answer. Numbers
            without a country code are read with the default country.
          </p>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={busy} disabled={!dirty && !busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
