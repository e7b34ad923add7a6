/**
 * VEVENT builders for a bench school's ICS feed (RFC 5545): `ev` wraps raw property lines, `day` is an
 * all-day event (DTEND exclusive), `at` a timed event in the school's zone with a location. UIDs are
 * `<uid>@<uidDomain>`; DTSTAMP is fixed so regenerated fixtures stay byte-identical.
 */
export function icsEvents(uidDomain: string, timeZone: string) {
  const ev = (uid: string, lines: string[]) => [
    'BEGIN:VEVENT',
    `UID:${uid}@${uidDomain}`,
    'DTSTAMP:20260801T120000Z',
    ...lines,
    'END:VEVENT',
  ];
  const day = (uid: string, summary: string, start: string, endExclusive: string) =>
    ev(uid, [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${endExclusive}`, `SUMMARY:${summary}`]);
  const at = (uid: string, summary: string, start: string, end: string, location: string) =>
    ev(uid, [
      `DTSTART;TZID=${timeZone}:${start}`,
      `DTEND;TZID=${timeZone}:${end}`,
      `SUMMARY:${summary}`,
      `LOCATION:${location}`,
    ]);
  return { ev, day, at };
}
