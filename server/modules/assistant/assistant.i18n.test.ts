import { describe, expect, it } from 'vitest';
import { buildPrompt } from './assistant.llm.js';
import type { SchoolDay } from './assistant.pipeline.types.js';
import {
  declineIn,
  replyLanguageInstruction,
  spanishClock,
  spanishDay,
  spanishDayAnswer,
  spanishSourceFraming,
} from './assistant.i18n.js';

const day = (over: Partial<SchoolDay>): SchoolDay => ({
  date: '2026-11-30',
  status: 'school-day',
  reasons: [],
  start: '8:35 AM',
  dismissal: '3:05 PM',
  events: [],
  ...over,
});

describe('Spanish framings', () => {
  it('frames an extracted English fact with its source in Spanish', () => {
    expect(spanishSourceFraming('Family Handbook', 'Lunch — student: $3.10')).toBe(
      'Lunch — student: $3.10 _— según el Manual para Familias_',
    );
    expect(spanishSourceFraming('The Eagle Times', 'Picture day is October 8.')).toBe(
      'Picture day is October 8. _— según «The Eagle Times»_',
    );
  });

  it('declines with the office referral in the detected language', () => {
    const office = { officePhone: '(609) 555-0142', officeEmail: 'office@lincoln.edu' };
    expect(declineIn('es', office)).toBe(
      'Lo siento, la información de la escuela todavía no responde esa pregunta. ' +
        'Por favor, comuníquese con la oficina de la escuela al (609) 555-0142 o office@lincoln.edu.',
    );
    expect(declineIn('en', office)).toMatch(
      /^I'm sorry.*at \(609\) 555-0142 or office@lincoln\.edu for help\.$/,
    );
    expect(declineIn('es', { officePhone: null, officeEmail: null })).toMatch(/oficina de la escuela\.$/);
  });

  it('formats days and clock times with Intl for es-US', () => {
    expect(spanishDay('2026-11-27')).toBe('viernes 27 de noviembre');
    expect(spanishClock('3:05 PM')).toMatch(/^3:05\s?p\.\s?m\.$/);
    expect(spanishClock('12:35 PM')).toMatch(/^12:35\s?p\.\s?m\.$/);
    expect(spanishClock('noon')).toBe('noon');
  });

  it('answers a school day fully in Spanish', () => {
    expect(
      spanishDayAnswer(day({ date: '2026-11-27', status: 'no-school', reasons: ['Thanksgiving Recess'] })),
    ).toBe('No hay clases el viernes 27 de noviembre — Thanksgiving Recess.');
    expect(spanishDayAnswer(day({}))).toMatch(
      /^Sí, el lunes 30 de noviembre es un día normal: de 8:35\s?a\.\s?m\. a 3:05\s?p\.\s?m\.$/,
    );
    expect(
      spanishDayAnswer(
        day({
          date: '2026-11-25',
          status: 'early-release',
          dismissal: '12:35 PM',
          reasons: ['Early Dismissal'],
        }),
      ),
    ).toMatch(
      /^Sí, hay clases el miércoles 25 de noviembre, con salida temprano a las 12:35\s?p\.\s?m\. — Early Dismissal\.$/,
    );
    expect(spanishDayAnswer(day({ date: '2026-11-28', status: 'weekend' }))).toBe(
      'El sábado 28 de noviembre es fin de semana: no hay clases.',
    );
  });

  it('tells the model which language to reply in', () => {
    expect(replyLanguageInstruction('es')).toMatch(/reply in Spanish/);
    const prompt = buildPrompt({
      question: '¿Cuánto cuesta el almuerzo?',
      schoolName: 'Lincoln',
      timeZone: 'America/New_York',
      today: 'Tuesday, November 24, 2026',
      passages: [],
      language: 'es',
    });
    expect(prompt[0]!.content).toContain('reply in Spanish');
    expect(prompt[1]!.content).toContain('¿Cuánto cuesta el almuerzo?');
  });
});
