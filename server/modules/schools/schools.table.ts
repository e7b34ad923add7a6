import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';

/** A school (the tenant). Every tenant table carries `school_id` referencing this row. */
export const schools = pgTable('schools', {
  id: idColumn(),
  name: text('name'),
  /** IANA zone, e.g. "America/New_York": relative dates and the 05:00 calendar sync use it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** ISO 3166-1 alpha-2 country for parent numbers written without a country code. */
  defaultCountry: text('default_country').notNull().default('US'),
  officePhone: text('office_phone'),
  officeEmail: text('office_email'),
  emailForwardingEnabled: boolean('email_forwarding_enabled').notNull().default(false),
  /** Full inbound address `<slug>-<random>@domain`; unique across schools. */
  forwardingAddress: text('forwarding_address').unique(),
  /**
   * Senders (lower-case addresses like "office@district.org" or domains like "district.org") whose
   * forwarded mail is accepted, besides the defaults: the office e-mail's domain and the school's
   * staff accounts. Anyone else who learns the forwarding address cannot write the school's knowledge.
   */
  allowedSenders: jsonb('allowed_senders')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  whatsappParentAccess: boolean('whatsapp_parent_access').notNull().default(false),
  /** The Unanswered view is on: declined WhatsApp replies tell the parent the office has the question. */
  unansweredView: boolean('unanswered_view').notNull().default(true),
  calendarDailySync: boolean('calendar_daily_sync').notNull().default(false),
  /** Regular school hours, "HH:MM" 24-hour wall clock in `timeZone`; null = not filled by the office. */
  schoolStart: text('school_start'),
  schoolDismissal: text('school_dismissal'),
  earlyDismissal: text('early_dismissal'),
  /** Weekdays with classes, 0 = Sunday … 6 = Saturday, comma-separated ("1,2,3,4,5"). */
  schoolDays: text('school_days').notNull().default('1,2,3,4,5'),
  whatsappPhoneNumberId: text('whatsapp_phone_number_id').unique(),
  whatsappBusinessAccountId: text('whatsapp_business_account_id'),
  /** AES-256-GCM ciphertext (server/shared/crypto.ts); never sent to the client. */
  whatsappAccessTokenEnc: text('whatsapp_access_token_enc'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
