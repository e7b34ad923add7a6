import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { prng } from '../../shared/prng.js';

/** One planned parent query of the demo. */
export interface DemoSlot {
  receivedAt: Date;
  /** Index into DEMO_QUESTIONS / DEMO_PARENT_PHONES (taken modulo their lengths). */
  question: number;
  parent: number;
  /** Time from receipt to reply: 1–8 s. */
  responseDelayMs: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The demo's parent queries for the `days` calendar days up to `now` (school time zone): 3–9 per
 * weekday, received between 7:30 and 16:30 school time, none on weekends, none in the future.
 * Deterministic per calendar day (seeded by the date), which is what makes seeding idempotent:
 * a second run plans the very same instants and skips those already stored.
 */
export function demoSchedule(input: {
  now: Date;
  timeZone: string;
  days: number;
  questions: number;
  parents: number;
}): DemoSlot[] {
  const local = toZonedTime(input.now, input.timeZone);
  const slots: DemoSlot[] = [];
  for (let back = input.days - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() - back));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const dateKey = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const rand = prng(hash(dateKey));
    const count = 3 + Math.floor(rand() * 7);
    for (let i = 0; i < count; i++) {
      const minuteOfDay = 7 * 60 + 30 + Math.floor(rand() * 9 * 60);
      const second = Math.floor(rand() * 60);
      const receivedAt = fromZonedTime(
        `${dateKey}T${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:${pad(second)}`,
        input.timeZone,
      );
      const slot: DemoSlot = {
        receivedAt,
        question: Math.floor(rand() * input.questions),
        parent: Math.floor(rand() * input.parents),
        responseDelayMs: 1000 + Math.floor(rand() * 7000),
      };
      if (receivedAt.getTime() < input.now.getTime()) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}
