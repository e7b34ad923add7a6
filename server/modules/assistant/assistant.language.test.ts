import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage, detectTextLanguage, messageWords } from './assistant.language.js';

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'language-messages.json'), 'utf8'),
) as { messages: { text: string; expected: 'en' | 'es' }[] };

describe('detectLanguage', () => {
  it('picks the reply language of at least 95 % of the short WhatsApp messages', () => {
    const right = fixture.messages.filter((m) => detectLanguage(m.text).language === m.expected).length;
    expect(fixture.messages.length).toBeGreaterThanOrEqual(60);
    expect(right / fixture.messages.length).toBeGreaterThanOrEqual(0.95);
  });

  it('reads Spanish without accents and with SMS shorthand as Spanish', () => {
    expect(detectLanguage('q hora salen').language).toBe('es');
    expect(detectLanguage('xq no hay clases').language).toBe('es');
    expect(detectLanguage('pq no hay clase hoy').language).toBe('es');
    expect(detectLanguage('cuanto cuesta el almuerzo').language).toBe('es');
  });

  it('does not read a grade number ("2do") as the English word "do"', () => {
    expect(detectLanguage('a q hora salen los de 2do grado').language).toBe('es');
    expect(messageWords('salen los de 2do grado a las 3:10')).toEqual([
      'salen',
      'los',
      'de',
      'grado',
      'a',
      'las',
    ]);
  });

  it('lets two Spanish-only words outvote a Portuguese or Italian detector guess', () => {
    expect(detectLanguage('hay clases mñn?').language).toBe('es');
    expect(detectLanguage('a que horas saem as crianças da escola', 'es').language).toBe('en');
  });

  it('answers mixed English/Spanish messages in English', () => {
    expect(detectLanguage('what time es la salida')).toMatchObject({ language: 'en', reason: 'mixed' });
    expect(detectLanguage('is there school el viernes?').language).toBe('en');
  });

  it('answers a Spanish question that names an English title in Spanish', () => {
    expect(
      detectLanguage('cuanto cuestan los boletos pa la obra de into the woods pa mi hijo').language,
    ).toBe('es');
    expect(detectLanguage('a q hora es el book fair el viernes').language).toBe('es');
  });

  it('never replies in Spanish to Portuguese or French', () => {
    expect(detectLanguage('quanto custa o almoço na escola?', 'es').language).toBe('en');
    expect(detectLanguage('meu filho está doente, o que faço', 'es').language).toBe('en');
    expect(detectLanguage("à quelle heure finit l'école aujourd'hui", 'es').language).toBe('en');
    expect(detectLanguage('combien coûte le déjeuner à la cantine', 'es').language).toBe('en');
  });

  it("keeps the parent's last language for messages too short to judge", () => {
    expect(detectLanguage('👍', 'es')).toMatchObject({ language: 'es', reason: 'fallback' });
    expect(detectLanguage('', 'es').language).toBe('es');
    expect(detectLanguage('ok', 'es').language).toBe('es');
  });
});

describe('detectTextLanguage', () => {
  it('marks a Spanish schedule page as Spanish and an English handbook as English', () => {
    expect(
      detectTextLanguage(
        'Horario diario: las clases empiezan a las 8:35 de la mañana y la salida es a las 3:05 de la tarde.',
      ),
    ).toBe('es');
    expect(
      detectTextLanguage('Students are dismissed at 3:05 PM. Early dismissal days end at 12:35 PM.'),
    ).toBe('en');
    expect(detectTextLanguage('8:35 3:05')).toBe('en');
  });
});
