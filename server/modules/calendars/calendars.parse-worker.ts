import { parentPort } from 'node:worker_threads';
import { CalendarFetchError } from './calendars.errors.js';
import { parseCalendar, type ParseLimits, type ParseResult } from './calendars.parser.js';

/** One feed to parse in the calendar parser thread. */
export interface CalendarParseRequest {
  id: number;
  ics: string;
  timeZone: string;
  now: Date;
  limits: Omit<ParseLimits, 'elapsed'>;
}

/** The parser's result, or its CalendarFetchError as code + message (other errors: code null). */
export type CalendarParseReply =
  | { id: number; ok: true; result: ParseResult }
  | { id: number; ok: false; code: CalendarFetchError['code'] | null; message: string };

const port = parentPort!;

port.on('message', (req: CalendarParseRequest) => {
  let reply: CalendarParseReply;
  try {
    reply = {
      id: req.id,
      ok: true,
      result: parseCalendar({ ics: req.ics, timeZone: req.timeZone, now: req.now, limits: req.limits }),
    };
  } catch (err) {
    reply =
      err instanceof CalendarFetchError
        ? { id: req.id, ok: false, code: err.code, message: err.message }
        : { id: req.id, ok: false, code: null, message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
