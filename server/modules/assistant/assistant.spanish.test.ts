import { describe, expect, it } from 'vitest';
import { SPANISH_GLOSSARY } from '../vocabulary/vocabulary.spanish.js';
import { resolveDates } from './assistant.dates.js';
import { splitParts } from './assistant.parts.js';
import { resolveSpanishDates, toEnglish } from './assistant.spanish.js';

// Tuesday, November 24, 2026, 9:00 in New York.
const NOW = new Date('2026-11-24T14:00:00Z');
const ZONE = 'America/New_York';

describe('toEnglish', () => {
  it('"descuento x hermanos" is a sibling discount, not an uncle', () => {
    expect(toEnglish('hay descuento x hermanos?').english).toContain('sibling discount');
  });

  it('"…? y cuando lo empiezan a vender": "lo" before a verb points back as "it" does', () => {
    expect(toEnglish('cuanto cuesta el yearbook y cuando lo empiezan a vender').english).toMatch(/\bit$/);
    // "lo de …", "lo que …" and the first question's own words point nowhere.
    expect(toEnglish('cuanto cuesta el yearbook? y lo de las fotos').english).not.toMatch(/\bit\b/);
    expect(toEnglish('donde pido el yearbook').english).not.toMatch(/\bit\b/);
  });

  it('"el permiso de estacionamiento" is a parking permit, "permiso" alone a permission', () => {
    expect(toEnglish('cuanto cuesta el permiso de estacionamiento').english).toContain('parking permit');
    expect(toEnglish('necesito un permiso para sacarlo temprano').english).toContain('permission');
  });

  it('"? y la sudadera" asks the same about another thing, as "? and the hoodie" does', () => {
    expect(toEnglish('cuanto cuesta la playera? y la sudadera azul tmb').english).toMatch(
      /\? and the hoodie/,
    );
    expect(toEnglish('mi hijo y la maestra hablaron').english).not.toContain('and the');
  });

  it('reads "no fue" as an absence, "jugar voli" as playing volleyball and "cafecito" as coffee', () => {
    const absent = toEnglish('mi hijo no fue ayer x q tenia calentura, a q numero le hablo pa avisar');
    expect(absent.english).toMatch(/\babsent\b/);
    expect(absent.unmatched).toEqual([]);
    expect(toEnglish('mi hija quiere jugar voli en 7mo').english).toMatch(/\bplay volleyball\b/);
    expect(toEnglish('cuando es lo del cafecito con la directora').english).toMatch(/\bcoffee principal\b/);
  });

  it('"movieron" is moved and "sigue siendo" still, as the English questions say it', () => {
    expect(toEnglish('me dijeron q movieron la parada').english).toContain('moved stop');
    expect(toEnglish('el picture day sigue siendo el 8 d abril?').english).toContain('still');
  });

  it('keeps sentence ends, so a statement after the question stays background', () => {
    expect(toEnglish('numero de la enfermera? mi niña se siente mal').english).toBe(
      'nurse number? child sick',
    );
  });

  it('"q" after "dice", "lo" is "that", opening the story; "ahorita" is now', () => {
    const reading = toEnglish(
      'cuanto esta la lunch ahorita? mi hijo dice q ya no le alcanza con lo q le pongo',
    );
    expect(reading.english).toMatch(/^how much is lunch now\?/);
    expect(reading.english).not.toMatch(/\bwhat\b/);
    expect(toEnglish('q dia es la junta').english).toBe('what day meeting');
    expect(toEnglish('oiga q dia es la junta').english).toContain('what day');
  });

  it('"cumple 5" is an age reached, "el cumple" a birthday; neither is a day to answer for', () => {
    expect(toEnglish('mi niña cumple 5 en junio, cuando la puedo inscribir pa kinder').english).toContain(
      'turns 5',
    );
    expect(toEnglish('puedo mandar pastelitos pal cumple de mi hijo').english).toContain('birthday');
    expect(resolveSpanishDates('mi niña cumple 5 en junio, cuando la puedo inscribir', NOW, ZONE)).toBeNull();
  });

  it('"como me entero si hay clases" asks how to find out, "si hay clases el lunes?" whether there is', () => {
    expect(toEnglish('si nieva como me entero si hay clases o no').english).toContain('if there is school');
    expect(toEnglish('si hay clases el lunes?').english).toContain('is there school');
  });

  it('has about 300 school words and phrases, all folded (lower case, no accents)', () => {
    const keys = Object.keys(SPANISH_GLOSSARY.entries);
    expect(keys.length).toBeGreaterThanOrEqual(300);
    for (const key of keys) expect(key).toBe(key.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
  });

  it('turns the lunch-price, early-dismissal and picture-day questions into the documents’ words', () => {
    expect(toEnglish('¿Cuánto cuesta el almuerzo?').english).toBe('how much is lunch');
    const early = toEnglish('hola, a que hora salen los niños los dias de salida temprano?');
    expect(early.english).toContain('early dismissal');
    expect(early.english).toContain('what time');
    expect(toEnglish('cuando es el dia de fotos').english).toContain('picture day');
  });

  it('"a donde aviso / llamo" asks whom to tell, not a place', () => {
    expect(
      toEnglish('mi hija va a faltar mañana xq tiene cita con el doctor, a donde aviso').english,
    ).toContain('who do i call');
    expect(toEnglish('a donde llamo pa justificar').english).not.toContain('where');
    expect(toEnglish('donde es la junta').english).toContain('where');
  });

  it('"donde lo pido" asks where to order the thing just named, a question of its own', () => {
    const english = toEnglish('cuanto cuesta el yearbook y donde lo pido? mi hija lo quiere').english;
    expect(english).toContain('where do i order it');
    expect(splitParts(english)[1]).toMatch(/^where do i order it/);
    expect(toEnglish('como la pido').english).toContain('how do i order');
  });

  it('"mi hija de 3ro", "esta en 7mo": a grade said by its ordinal alone; "el tercer viernes" is no grade', () => {
    expect(toEnglish('a q hora es el concierto de mi hija de 3ro').english).toContain('in 3rd grade');
    expect(toEnglish('su prima q esta en 7mo').english).toContain('in 7th grade');
    expect(toEnglish('el tercer viernes hay junta?').english).not.toContain('grade');
  });

  it('reads Spanish with no accents and SMS shorthand', () => {
    expect(toEnglish('q hora salen').english).toBe('what time get out');
    expect(toEnglish('xq no hay clases el viernes').matched).toContain('no hay clases');
    expect(toEnglish('mi hijo tiene fiebre tmb tos').english).toMatch(/fever.*cough/);
    expect(toEnglish('cuanto cuesta el almuerzo').english).toBe(
      toEnglish('cuánto cuesta el almuerzo').english,
    );
  });

  it('expands shorthand typed with a tilde ("mñn") and grade ordinals ("2do")', () => {
    expect(toEnglish('hay clases mñn?').english).toBe('is there school tomorrow');
    expect(toEnglish('a q hora salen los de 2do grado').english).toContain('2nd grade');
  });

  it('gives one English phrase per Spanish word (each English word is a concept the passage must cover)', () => {
    expect(toEnglish('cuanto sale el almuerzo').english).toBe('how much is lunch');
    expect(toEnglish('mi hija puede usar chanclas').english).toBe('daughter can wear flip-flops');
    expect(toEnglish('con cuanta fiebre lo dejo en casa').english).toBe('how much fever keep home');
    expect(toEnglish('mi hijo esta enfermo como aviso q no va').english).toBe(
      'son sick how call what absent',
    );
  });

  it('reads "hay clases de <subject>" as classes, not as a school-day question', () => {
    expect(toEnglish('hay clases de ingles para papas? que dias').english).toBe(
      'is there english classes parents? what days',
    );
    expect(toEnglish('hay clases de natacion?').english).not.toContain('school');
    // A date after "de" is still a school-day question.
    expect(toEnglish('hay clases el 4 de enero').english).toContain('is there school');
    expect(toEnglish('hay clases mañana').english).toBe('is there school tomorrow');
  });

  it('puts "N1 de N2" in English order, but never reorders dates', () => {
    expect(toEnglish('cual es el numero de la oficina').english).toBe('what is office number');
    expect(toEnglish('como le pongo dinero a la cuenta del almuerzo').english).toContain('lunch account');
    expect(toEnglish('cuando es el concierto de invierno').english).toBe('when is winter concert');
    expect(toEnglish('el 4 de enero hay escuela?').english).toBe('4 january is there school');
    expect(toEnglish('los dias de salida temprano').english).toBe('days early dismissal');
  });

  it('gives date phrases the English words the engine reads as dates', () => {
    expect(toEnglish('hay clases pasado mañana?').english).toBe('is there school the day after tomorrow');
    expect(toEnglish('hay escuela el proximo lunes').english).toBe('is there school next monday');
    const resolved = resolveDates(toEnglish('hay clases pasado mañana?').english, NOW, ZONE);
    expect(resolved?.from).toEqual({ year: 2026, month: 11, day: 26 });
  });

  it('reports content words it does not know and keeps numbers', () => {
    const reading = toEnglish('el wifi de la biblioteca cuesta 5 dolares');
    expect(reading.unmatched).toEqual(['wifi']);
    expect(reading.english).toContain('5');
    expect(reading.english).toContain('library');
  });

  it('finds nothing in a message with no school words (the engine then declines)', () => {
    expect(toEnglish('hola buenas tardes').matched).toEqual([]);
    expect(toEnglish('hola buenas tardes').english).toBe('');
  });
});

describe('toEnglish: everyday words around the school word', () => {
  it('reads what parents say they were told, what is sold and what a child wears', () => {
    expect(toEnglish('cuanto cuesta el almuerzo caliente').english).toContain('hot');
    expect(toEnglish('a q hora sale mi niño').english).toContain('get out');
    expect(toEnglish('me dijeron q subio el lunch').unmatched).not.toContain('dijeron');
    expect(toEnglish('la playera azul del uniforme').english).toContain('shirt');
    expect(toEnglish('la caja de chocolates q esta vendiendo la pta').english).toContain('selling');
  });

  it("reads the everyday words of parents' messages, so none is taken for a topic the documents lack", () => {
    const reading = toEnglish(
      'disculpe la molestia, mi hijo amanecio con vomito y no va a ir, tengo q llenar algun papel cuando regrese?',
    );
    expect(reading.unmatched).toEqual([]);
    expect(reading.english).toContain('fill out');
    expect(reading.english).toContain('form');
    expect(reading.english).toContain('return');
    expect(toEnglish('puedo pagar en efectivo o con cheque').english).toBe('can i pay cash check');
  });

  it('reads Caribbean and Mexican everyday words ("la guagua", "mi comadre", "cuanto esta la lunch")', () => {
    expect(toEnglish('a q hora pasa la guagua').english).toContain('bus');
    expect(toEnglish('hoy va mi comadre por los niños').english).toContain('relative');
    expect(toEnglish('cuanto esta la lunch ahorita').english).toBe('how much is lunch now');
  });

  it('keeps "dan clases" a topic of the English reading but not of the Spanish page search', () => {
    const reading = toEnglish('dan clases de ingles pa los papas?');
    expect(reading.english).toContain('offer');
    expect(reading.content).not.toContain('dan');
    expect(reading.content).toEqual(expect.arrayContaining(['clases', 'ingles']));
  });

  it('reads greetings as nothing: "buenos dias" is no question about days', () => {
    expect(toEnglish('buenos dias, a q hora salen hoy').english).toBe('what time get out today');
    expect(toEnglish('buenos dias').matched).toEqual([]);
  });

  it('reads "esta mañana" as this morning, not tomorrow', () => {
    expect(toEnglish('mi hijo perdio el bus esta mañana').english).toContain('this morning');
    expect(toEnglish('mi hijo perdio el bus esta mañana').english).not.toContain('tomorrow');
  });

  it('does not read "cuanto tiempo" as asking for a clock time', () => {
    expect(toEnglish('cuanto tiempo tengo pa mandar la nota').english).not.toContain('time');
  });
});

describe('toEnglish: two questions joined by "y"', () => {
  it('reads "y" before a question word as the start of a second question', () => {
    expect(
      toEnglish('mi hija falto ayer, a q numero llamo y hasta cuando tengo pa mandar la nota').english,
    ).toContain('? when');
    // A short clause before "y" is one question asked twice over.
    expect(toEnglish('dan clases de ingles pa los papas? q dia y a q hora').english).toContain(
      'what day what time',
    );
  });
});

describe('resolveSpanishDates', () => {
  it('"el viernes 4" is the 4th, not the coming Friday', () => {
    expect(resolveSpanishDates('el viernes 4 a q hora salen', NOW, ZONE)?.label).toBe('Friday, December 4');
    expect(resolveSpanishDates('el viernes a las 3', NOW, ZONE)?.label).toBe('Friday, November 27');
  });

  it('reads weekdays, "mañana" with or without ñ and explicit dates in the school zone', () => {
    expect(resolveSpanishDates('hay clases el viernes?', NOW, ZONE)).toMatchObject({
      from: { year: 2026, month: 11, day: 27 },
      to: { year: 2026, month: 11, day: 27 },
      label: 'Friday, November 27',
    });
    expect(resolveSpanishDates('hay escuela mañana', NOW, ZONE)?.from).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
    expect(resolveSpanishDates('hay escuela manana', NOW, ZONE)?.from).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
    expect(resolveSpanishDates('el lunes 30 de noviembre es normal?', NOW, ZONE)?.from).toEqual({
      year: 2026,
      month: 11,
      day: 30,
    });
  });

  it('reads "la próxima semana" through the glossary as next week (Monday to Sunday)', () => {
    const dates = resolveSpanishDates('hay salida temprano la próxima semana', NOW, ZONE);
    expect(dates?.from).toEqual({ year: 2026, month: 11, day: 30 });
    expect(dates?.to).toEqual({ year: 2026, month: 12, day: 6 });
  });

  it('does not read a clock time or a grade as a date', () => {
    expect(resolveSpanishDates('el bus pasa a las 7:30?', NOW, ZONE)).toBeNull();
    expect(resolveSpanishDates('a que hora sale tercer grado', NOW, ZONE)).toBeNull();
  });

  it('gives instants at local midnight for event lookups', () => {
    const dates = resolveSpanishDates('hay clases el viernes', NOW, ZONE)!;
    expect(dates.range.start.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(dates.range.end.toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });
});
