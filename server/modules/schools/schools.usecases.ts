import { randomBytes } from 'node:crypto';
import { getCountries, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import type { Database } from '../../db/client.js';
import { errors } from '../../shared/errors.js';
import { recordActivity } from '../activity/activity.log.js';
import type {
  EmailSettings,
  SchoolProfile,
  SchoolProfileInput,
  WhatsappSettings,
} from '../../../contracts/settings.contract.js';
import {
  findSchoolById,
  replaceForwardingAddress,
  updateSchool,
  type SchoolRow,
} from './schools.repository.js';

interface SettingsDeps {
  database: Database;
  /** INBOUND_EMAIL_DOMAIN; empty = forwarding not available. */
  inboundDomain: string;
}

async function loadSchool(deps: SettingsDeps, schoolId: string): Promise<SchoolRow> {
  const school = await findSchoolById(deps.database.db, schoolId);
  if (!school) throw errors.notFound('School not found');
  return school;
}

/** URL-safe slug of the school name for the forwarding address ("Maple Grove" → "maple-grove"). */
export function slugify(name: string | null): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/g, '');
  return slug || 'school';
}

/**
 * The school's forwarding address `<slug>-<random>@<domain>`, created on first use
 * (and again if INBOUND_EMAIL_DOMAIN changed). 10 random hex characters (40 bits) make it
 * unguessable in practice: every wrong guess is a 550 from the SMTP listener. Compare-and-set, so
 * concurrent first reads agree on one address; the unique index settles the (unlikely) collision.
 */
async function ensureForwardingAddress(deps: SettingsDeps, school: SchoolRow): Promise<string | null> {
  if (!deps.inboundDomain) return null;
  if (school.forwardingAddress?.endsWith(`@${deps.inboundDomain}`)) return school.forwardingAddress;
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomBytes(5).toString('hex');
    const address = `${slugify(school.name)}-${token}@${deps.inboundDomain}`;
    try {
      const set = await replaceForwardingAddress(
        deps.database.db,
        school.id,
        school.forwardingAddress,
        address,
      );
      if (set) return set;
      // Another request set it first: use theirs.
      return (await loadSchool(deps, school.id)).forwardingAddress;
    } catch (err) {
      if (attempt === 2) throw err;
    }
  }
  return null;
}

export async function getEmailSettings(input: {
  deps: SettingsDeps;
  schoolId: string;
}): Promise<EmailSettings> {
  const school = await loadSchool(input.deps, input.schoolId);
  const address = await ensureForwardingAddress(input.deps, school);
  return { email_forwarding_access: !!address && school.emailForwardingEnabled, forwarding_email: address };
}

/** Switch e-mail forwarding. 400 when no forwarding address can exist (no inbound domain). */
export async function setEmailForwarding(input: {
  deps: SettingsDeps;
  schoolId: string;
  enabled: boolean;
}): Promise<EmailSettings> {
  const current = await getEmailSettings(input);
  if (!current.forwarding_email) {
    throw errors.badRequest(
      'FORWARDING_UNAVAILABLE',
      'E-mail forwarding is not available: no inbound e-mail domain is configured',
    );
  }
  await input.deps.database.db.transaction(async (tx) => {
    await updateSchool(tx, input.schoolId, { emailForwardingEnabled: input.enabled });
    await recordActivity(tx, {
      schoolId: input.schoolId,
      eventType: 'settings_updated',
      description: `E-mail forwarding ${input.enabled ? 'enabled' : 'disabled'}`,
    });
  });
  return { ...current, email_forwarding_access: input.enabled };
}

export async function getWhatsappSettings(input: {
  deps: SettingsDeps;
  schoolId: string;
}): Promise<WhatsappSettings> {
  const school = await loadSchool(input.deps, input.schoolId);
  return { whatsapp_parent_access: school.whatsappParentAccess };
}

export async function setWhatsappAccess(input: {
  deps: SettingsDeps;
  schoolId: string;
  enabled: boolean;
}): Promise<WhatsappSettings> {
  await input.deps.database.db.transaction(async (tx) => {
    const updated = await updateSchool(tx, input.schoolId, { whatsappParentAccess: input.enabled });
    if (!updated) throw errors.notFound('School not found');
    await recordActivity(tx, {
      schoolId: input.schoolId,
      eventType: 'settings_updated',
      description: `WhatsApp parent access ${input.enabled ? 'enabled' : 'disabled'}`,
    });
  });
  return { whatsapp_parent_access: input.enabled };
}

function toProfile(school: SchoolRow): SchoolProfile {
  return {
    name: school.name,
    time_zone: school.timeZone,
    default_country: school.defaultCountry,
    office_phone: school.officePhone,
    office_email: school.officeEmail,
    school_start: school.schoolStart,
    school_dismissal: school.schoolDismissal,
    early_dismissal: school.earlyDismissal,
    school_days: parseSchoolDays(school.schoolDays),
  };
}

/** "1,2,3,4,5" → [1, 2, 3, 4, 5]; anything unreadable → Mon–Fri. */
export function parseSchoolDays(text: string): number[] {
  const days = [
    ...new Set(
      text
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 0 && n <= 6),
    ),
  ].sort();
  return days.length > 0 ? days : [1, 2, 3, 4, 5];
}

/**
 * The school's zone and regular hours for the day model ("8:35 AM" style clocks, weekdays 0–6), from
 * one read of the school row; null when the school does not exist. Times the office has not filled
 * are null (the documents may give them).
 */
export async function schoolTimesOf(input: { database: Database; schoolId: string }): Promise<{
  timeZone: string;
  hours: {
    start: string | null;
    dismissal: string | null;
    earlyDismissal: string | null;
    schoolDays: number[];
  };
} | null> {
  const school = await findSchoolById(input.database.db, input.schoolId);
  if (!school) return null;
  const clock = (hhmm: string | null) => {
    if (!hhmm) return null;
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return {
    timeZone: school.timeZone,
    hours: {
      start: clock(school.schoolStart),
      dismissal: clock(school.schoolDismissal),
      earlyDismissal: clock(school.earlyDismissal),
      schoolDays: parseSchoolDays(school.schoolDays),
    },
  };
}

export async function getSchoolProfile(input: {
  deps: SettingsDeps;
  schoolId: string;
}): Promise<SchoolProfile> {
  return toProfile(await loadSchool(input.deps, input.schoolId));
}

/** IANA zone check through the runtime's own tz database (Intl), e.g. "America/Chicago". */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * Update the school profile. Office phone is parsed with the (new) default country and stored in
 * international format. One settings_updated activity lists the changed fields.
 */
export async function updateSchoolProfile(input: {
  deps: SettingsDeps;
  schoolId: string;
  profile: SchoolProfileInput;
}): Promise<SchoolProfile> {
  const p = input.profile;
  if (!isValidTimeZone(p.time_zone))
    throw errors.badRequest('INVALID_TIME_ZONE', `Unknown time zone "${p.time_zone}"`);
  if (!getCountries().includes(p.default_country as CountryCode)) {
    throw errors.badRequest('INVALID_COUNTRY', `Unknown country code "${p.default_country}"`);
  }
  let officePhone: string | null = null;
  if (p.office_phone) {
    try {
      const parsed = parsePhoneNumberWithError(p.office_phone, p.default_country as CountryCode);
      if (!parsed.isValid()) throw new Error('invalid');
      officePhone = parsed.formatInternational();
    } catch {
      throw errors.badRequest('INVALID_PHONE', 'Office phone is not a valid phone number');
    }
  }
  const before = await loadSchool(input.deps, input.schoolId);
  const next = {
    name: p.name,
    timeZone: p.time_zone,
    defaultCountry: p.default_country,
    officePhone,
    officeEmail: p.office_email,
    schoolStart: p.school_start === undefined ? before.schoolStart : p.school_start,
    schoolDismissal: p.school_dismissal === undefined ? before.schoolDismissal : p.school_dismissal,
    earlyDismissal: p.early_dismissal === undefined ? before.earlyDismissal : p.early_dismissal,
    schoolDays:
      p.school_days === undefined ? before.schoolDays : [...new Set(p.school_days)].sort().join(','),
  };
  const labels: Record<keyof typeof next, string> = {
    name: 'name',
    timeZone: 'time zone',
    defaultCountry: 'default country',
    officePhone: 'office phone',
    officeEmail: 'office e-mail',
    schoolStart: 'school start time',
    schoolDismissal: 'dismissal time',
    earlyDismissal: 'early-release dismissal time',
    schoolDays: 'school days',
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => before[k] !== next[k]);
  const updated = await input.deps.database.db.transaction(async (tx) => {
    const row = await updateSchool(tx, input.schoolId, next);
    if (changed.length > 0) {
      await recordActivity(tx, {
        schoolId: input.schoolId,
        eventType: 'settings_updated',
        description: `School profile updated: ${changed.map((k) => labels[k]).join(', ')}`,
      });
    }
    return row!;
  });
  return toProfile(updated);
}
