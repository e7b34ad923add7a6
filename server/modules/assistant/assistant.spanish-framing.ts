/**
 * The engine's own English framings of calendar and day answers, said in Spanish for a Spanish
 * question ("Yes, Friday, December 11 is an early release day (…)" → "Sí, hay clases el viernes 11
 * de diciembre (Friday, December 11), con salida temprano (…)"). Event titles, times and the school's
 * words stay as written. Each date keeps the engine's English spelling in parentheses after the
 * Spanish one: the family reads the date in Spanish and can still match it to the school's
 * (English) calendar and notices. Text a rule does not know is left as it is.
 */
import { CALENDAR_NOTE } from './assistant.compose.js';

const WEEKDAYS: Readonly<Record<string, string>> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};
const MONTHS: Readonly<Record<string, string>> = {
  January: 'enero',
  February: 'febrero',
  March: 'marzo',
  April: 'abril',
  May: 'mayo',
  June: 'junio',
  July: 'julio',
  August: 'agosto',
  September: 'septiembre',
  October: 'octubre',
  November: 'noviembre',
  December: 'diciembre',
};

/** An engine date: "Friday, December 11" or "Monday, January 4, 2027" (assistant.dates formatDay). */
const ENGINE_DATE = new RegExp(
  `\\b(${Object.keys(WEEKDAYS).join('|')}), (${Object.keys(MONTHS).join('|')}) (\\d{1,2})(?:, (\\d{4}))?`,
  'g',
);

/** "Friday, December 11" → "viernes 11 de diciembre (Friday, December 11)". */
export function spanishEngineDate(english: string): string {
  return english.replace(ENGINE_DATE, (all, weekday: string, month: string, day: string, year?: string) => {
    const spanish = `${WEEKDAYS[weekday]} ${day} de ${MONTHS[month]}${year ? ` de ${year}` : ''}`;
    return `${spanish} (${all})`;
  });
}

/** A date placeholder in a template (dates are swapped out before the templates are matched). */
const D = '(\\uE000\\d+\\uE000(?: – \\uE000\\d+\\uE000)?)';

/**
 * The engine's sentence templates (assistant.calendar.ts, assistant.answer-day.ts,
 * assistant.answer-event.ts) and their Spanish. `$1`, `$2` … are the template's captures.
 */
const TEMPLATES: readonly [RegExp, string][] = [
  [
    new RegExp(`^Yes, ${D} is a regular school day per the school calendar\\.`),
    'Sí, el $1 es un día normal de clases según el calendario escolar.',
  ],
  [new RegExp(`^Yes, ${D} is a regular school day\\.`), 'Sí, el $1 es un día normal de clases.'],
  [new RegExp(`^Yes, ${D} is a regular day: (.+) to (.+)\\.$`), 'Sí, el $1 es un día normal: de $2 a $3.'],
  [
    new RegExp(`^Yes, ${D} is a school day per the school calendar\\. On the calendar that day:`),
    'Sí, hay clases el $1 según el calendario escolar. En el calendario ese día:',
  ],
  [
    new RegExp(`^Yes, ${D} is an early release day \\((.+)\\): dismissal at (.+)\\.$`),
    'Sí, hay clases el $1, con salida temprano ($2): salen a las $3.',
  ],
  [
    new RegExp(
      `^Yes, ${D} is an early release day \\((.+)\\); the calendar doesn't give the dismissal time\\.`,
    ),
    'Sí, hay clases el $1, con salida temprano ($2); el calendario no indica la hora de salida.',
  ],
  // The same lines once a document's time follows them (assistant.answer-parts.ts drops the clause).
  [
    new RegExp(`^Yes, ${D} is an early release day \\((.+)\\)\\.`),
    'Sí, hay clases el $1, con salida temprano ($2).',
  ],
  [new RegExp(`^On ${D} they get out early, at (.+) \\((.+)\\)\\.`), 'El $1 salen temprano, a las $2 ($3).'],
  [
    new RegExp(`^Yes, with a late start on ${D} \\((.+)\\): school starts at (.+)\\.`),
    'Sí, con entrada tarde el $1 ($2): las clases empiezan a las $3.',
  ],
  [
    new RegExp(`^Yes, with a late start on ${D} \\((.+)\\); the calendar doesn't give the start time\\.`),
    'Sí, con entrada tarde el $1 ($2); el calendario no indica la hora de entrada.',
  ],
  [new RegExp(`^Yes, with a late start on ${D} \\((.+)\\)\\.`), 'Sí, con entrada tarde el $1 ($2).'],
  [new RegExp(`^On ${D} school runs from (.+) to (.+)\\.`), 'El $1 las clases son de $2 a $3.'],
  [new RegExp(`^On ${D} they get out at (.+)\\.`), 'El $1 salen a las $2.'],
  [new RegExp(`^No school on ${D} — it's the weekend`), 'No hay clases el $1: es fin de semana'],
  [new RegExp(`^(- )?No school on ${D}`), '$1No hay clases el $2'],
  [new RegExp(`^${D} is a weekend: no school\\.`), 'El $1 es fin de semana: no hay clases.'],
  [
    /^Yes, school is in session every weekday of (.+) per the school calendar\./,
    'Sí, hay clases todos los días de semana de $1 según el calendario escolar.',
  ],
  [/^No school during (.+)\./, 'No hay clases durante $1.'],
  [
    /^School is open on the other weekdays of (.+), except:/,
    'Hay clases los demás días de semana de $1, excepto:',
  ],
  [/^The next day without school: /, 'El próximo día sin clases: '],
  [/^Nothing is on the school calendar for (.+)\./, 'No hay nada en el calendario escolar para $1.'],
  [/^On the school calendar for (.+):/, 'En el calendario escolar para $1:'],
  [/^On the school calendar: /, 'En el calendario escolar: '],
  [
    new RegExp(`^The last school day before (.+) is ${D}, an early release day`),
    'El último día de clases antes de $1 es el $2, con salida temprano',
  ],
  [new RegExp(`^The last school day before (.+) is ${D}`), 'El último día de clases antes de $1 es el $2'],
  [
    new RegExp(`^(.+) starts ${D} \\(no school through ${D}\\)\\.`),
    '$1 empieza el $2 (no hay clases hasta el $3).',
  ],
  [new RegExp(`School resumes ${D}\\.`), 'Las clases se reanudan el $1.'],
  [/^The school calendar doesn't cover (.+) yet\./, 'El calendario escolar todavía no cubre $1.'],
  [/^The school calendar doesn't cover that date yet\./, 'El calendario escolar todavía no cubre esa fecha.'],
  [new RegExp(`The last day of school is ${D}\\.`), 'El último día de clases es el $1.'],
  [
    new RegExp(`^There's nothing like that on the school calendar through ${D}\\.`),
    'No hay nada así en el calendario escolar hasta el $1.',
  ],
  [/^Yes — /, 'Sí — '],
  [/^Yes, /, 'Sí, '],
  [/^No, /, 'No, '],
];

/**
 * Say an engine calendar/day paragraph in Spanish: the known templates line by line (a line may
 * hold two sentences: "… starts X (…). School resumes Y."), then every engine date in Spanish with
 * its English spelling kept.
 */
export function frameEngineTextInSpanish(paragraph: string): string {
  const dates: string[] = [];
  const masked = paragraph.replace(ENGINE_DATE, (all) => {
    dates.push(all);
    return `\uE000${dates.length - 1}\uE000`;
  });
  const translated = masked
    .split('\n')
    .map((line) => {
      // "is friday off" on a school day: "No — school is open: <day> is …" is the "Yes, <day> is …"
      // line (day-text.ts `shortDayAsked`) said as a no; framed as that line, then "Sí" → "No —".
      const open = /^No — school is open(?::|,) (with )?/.exec(line);
      let out = open ? `Yes, ${open[1] ?? ''}${line.slice(open[0].length)}` : line;
      for (const [pattern, spanish] of TEMPLATES) {
        if (pattern.test(out)) {
          out = out.replace(pattern, spanish);
          if (pattern.source.startsWith('^')) break;
        }
      }
      if (open) out = out.replace(/^Sí, /, 'No — ').replace(/^No — con /, 'No — hay clases, con ');
      return out
        .replace(/ School resumes (\uE000\d+\uE000)\./, ' Las clases se reanudan el $1.')
        .replace(CALENDAR_NOTE, ' _— $1 (calendario)_');
    })
    .join('\n');
  return translated.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spanishEngineDate(dates[Number(i)]!));
}
