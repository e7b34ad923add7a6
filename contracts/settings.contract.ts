import { z } from 'zod';

/** Body of POST /api/settings/email and /api/settings/whatsapp (docs/product-spec.md). */
export const toggleSchema = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });

/** GET/POST /api/settings/email. `forwarding_email` is null when no inbound domain is configured. */
export interface EmailSettings {
  email_forwarding_access: boolean;
  forwarding_email: string | null;
}

/** GET/POST /api/settings/whatsapp. */
export interface WhatsappSettings {
  whatsapp_parent_access: boolean;
}

/** GET/PUT /api/settings/school: the school profile the assistant uses. */
export interface SchoolProfile {
  name: string | null;
  time_zone: string;
  default_country: string;
  office_phone: string | null;
  office_email: string | null;
  /** Regular hours, "HH:MM" 24-hour in the school's zone; null when the office has not filled them. */
  school_start: string | null;
  school_dismissal: string | null;
  early_dismissal: string | null;
  /** Weekdays with classes, 0 = Sunday … 6 = Saturday (Mon–Fri by default). */
  school_days: number[];
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** "HH:MM" 24-hour (what an <input type="time"> sends), blank = null. */
function clockField(label: string) {
  return z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 08:35`)
      .nullable(),
  );
}

export const schoolProfileSchema = z.object({
  name: z.preprocess(
    blankToNull,
    z.string().trim().max(120, 'School name must be at most 120 characters').nullable(),
  ),
  time_zone: z.string().trim().min(1, 'Time zone is required').max(64),
  default_country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Default country must be a two-letter country code'),
  office_phone: z.preprocess(blankToNull, z.string().trim().max(40).nullable()),
  office_email: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(320)
      .pipe(z.email({ message: 'Office e-mail is not a valid address' }))
      .nullable(),
  ),
  // Hours are optional in the body: a client that does not send them leaves them as they are.
  school_start: clockField('School start time').optional(),
  school_dismissal: clockField('Dismissal time').optional(),
  early_dismissal: clockField('Early-release dismissal time').optional(),
  school_days: z
    .array(z.number().int().min(0).max(6), { message: 'School days must be weekdays 0–6' })
    .min(1, 'Pick at least one school day')
    .max(7)
    .optional(),
});
export type SchoolProfileInput = z.infer<typeof schoolProfileSchema>;
