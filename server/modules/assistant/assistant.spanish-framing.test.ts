import { describe, expect, it } from 'vitest';
import { frameEngineTextInSpanish, spanishEngineDate } from './assistant.spanish-framing.js';
import { frameInSpanish } from './assistant.multilingual.js';

describe('spanishEngineDate', () => {
  it('says an engine date in Spanish and keeps the English spelling after it', () => {
    expect(spanishEngineDate('Friday, December 11')).toBe('viernes 11 de diciembre (Friday, December 11)');
    expect(spanishEngineDate('Monday, January 4, 2027')).toBe(
      'lunes 4 de enero de 2027 (Monday, January 4, 2027)',
    );
    expect(spanishEngineDate('Dec 11')).toBe('Dec 11');
  });
});

describe('frameEngineTextInSpanish', () => {
  it('says the day answers in Spanish, event titles and times as the school wrote them', () => {
    expect(frameEngineTextInSpanish('Yes, Thursday, December 10 is a regular school day.')).toBe(
      'Sí, el jueves 10 de diciembre (Thursday, December 10) es un día normal de clases.',
    );
    expect(
      frameEngineTextInSpanish(
        'Yes, Wednesday, November 25 is an early release day (Half Day – K-4 out 11:45): dismissal at 11:45 AM.',
      ),
    ).toBe(
      'Sí, hay clases el miércoles 25 de noviembre (Wednesday, November 25), con salida temprano (Half Day – K-4 out 11:45): salen a las 11:45 AM.',
    );
    expect(frameEngineTextInSpanish('No school on Monday, January 4, 2027 — Planning Day.')).toBe(
      'No hay clases el lunes 4 de enero de 2027 (Monday, January 4, 2027) — Planning Day.',
    );
  });

  it('says "No — school is open" (a day asked as a day off) in Spanish', () => {
    expect(
      frameEngineTextInSpanish(
        "No — school is open: Friday, February 5 is an early release day (Early Release); the calendar doesn't give the dismissal time.",
      ),
    ).toBe(
      'No — hay clases el viernes 5 de febrero (Friday, February 5), con salida temprano (Early Release); el calendario no indica la hora de salida.',
    );
    expect(
      frameEngineTextInSpanish('No — school is open: Tuesday, December 1 is a regular school day.'),
    ).toBe('No — el martes 1 de diciembre (Tuesday, December 1) es un día normal de clases.');
    expect(
      frameEngineTextInSpanish(
        'No — school is open, with a late start on Tuesday, December 1 (Late Start): school starts at 10:00 AM.',
      ),
    ).toMatch(/^No — hay clases, con entrada tarde el martes 1 de diciembre/);
    // The day line once a document's time follows it (its "calendar doesn't give" clause dropped).
    expect(frameEngineTextInSpanish('Yes, Friday, February 5 is an early release day (Early Release).')).toBe(
      'Sí, hay clases el viernes 5 de febrero (Friday, February 5), con salida temprano (Early Release).',
    );
  });

  it('says a break with its return day, and the calendar source line', () => {
    expect(
      frameEngineTextInSpanish(
        'Winter Recess starts Monday, December 21 (no school through Friday, January 1). School resumes Monday, January 4.',
      ),
    ).toBe(
      'Winter Recess empieza el lunes 21 de diciembre (Monday, December 21) (no hay clases hasta el viernes 1 de enero (Friday, January 1)). Las clases se reanudan el lunes 4 de enero (Monday, January 4).',
    );
    expect(frameEngineTextInSpanish('School resumes Monday, January 4. _— Arroyo Vista ES (calendar)_')).toBe(
      'Las clases se reanudan el lunes 4 de enero (Monday, January 4). _— Arroyo Vista ES (calendario)_',
    );
  });

  it('leaves text no template knows as it is, apart from its dates', () => {
    expect(frameEngineTextInSpanish('Spring Break: Monday, March 30 – Friday, April 3.')).toBe(
      'Spring Break: lunes 30 de marzo (Monday, March 30) – viernes 3 de abril (Friday, April 3).',
    );
    expect(frameEngineTextInSpanish('Bring a coat.')).toBe('Bring a coat.');
  });
});

describe('frameInSpanish', () => {
  it('says in Spanish that a part is not covered, without quoting the English reading', () => {
    const reply = frameInSpanish(
      'Student lunch — Charge: No cost. _— Family Handbook_\n\n' +
        "I couldn't find anything in the school's information about “how much cobran”; please ask the school office at (909) 555-0186 or office@school.example.",
    );
    expect(reply).toContain('Student lunch — Charge: No cost. _— según el Manual para Familias_');
    expect(reply).toContain(
      'No encontré en la información de la escuela la respuesta a otra parte de su pregunta',
    );
    expect(reply).toContain('al (909) 555-0186 o office@school.example.');
    expect(reply).not.toContain("couldn't");
    expect(reply).not.toContain('how much');
  });

  it("says a calendar answer in Spanish and keeps the calendar's name in its source note", () => {
    expect(
      frameInSpanish(
        'No school on Friday, November 27 — Thanksgiving Break. _— RCA 2026-27 Calendar (calendar)_',
      ),
    ).toBe(
      'No hay clases el viernes 27 de noviembre (Friday, November 27) — Thanksgiving Break. _— RCA 2026-27 Calendar (calendario)_',
    );
  });
});
