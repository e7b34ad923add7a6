import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { SelectOption } from '../../ui/select';

/**
 * IANA time zones the browser knows (Intl.supportedValuesOf), with UTC first. `current` is kept even
 * when this browser does not list it, so a stored zone never silently changes.
 */
export function timeZoneOptions(current?: string): SelectOption[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = ['UTC', ...zones.filter((z) => z !== 'UTC')];
  if (current && !all.includes(current)) all.push(current);
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** Countries libphonenumber knows (the server validates against the same list), by English name. */
export function countryOptions(): SelectOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
