/**
 * Spanish questions on the Chat screen's endpoint, with the school's English handbook ingested
 * through the real pipeline (upload → queue → extract → chunk → index).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { seedFile } from '../ingestion/ingestion.testing.js';

// Tuesday, November 24, 2026.
const clock = fixedClock('2026-11-24T14:00:00Z');
const HANDBOOK = readFileSync(path.join(import.meta.dirname, 'fixtures', 'family-handbook.md'));

let t: TestApp;
let school: { cookie: string; schoolId: string };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  school = await signUp(t);
  await seedFile(t, {
    schoolId: school.schoolId,
    fileName: 'Family Handbook.md',
    mimeType: 'text/markdown',
    body: HANDBOOK,
  });
  await t.deps.queue.runDue();
}, 60_000);
afterAll(async () => t.close());

const chat = async (query: string): Promise<string> =>
  (await askWebchat(t.app, school.cookie, query, 'parent_es')).reply;

describe('Chat: Spanish questions get Spanish-framed answers from English documents', () => {
  it('lunch price', async () => {
    const answer = await chat('¿Cuánto cuesta el almuerzo?');
    expect(answer).toMatch(/ _— según .+_$/);
    expect(answer).toContain('$3.10');
  });

  it('early dismissal, without accents', async () => {
    const answer = await chat('hola, a que hora salen los niños los dias de salida temprano?');
    expect(answer).toMatch(/_— según /);
    expect(answer).toContain('12:35');
  });

  it('picture day, with SMS shorthand', async () => {
    const answer = await chat('q dia es el dia de fotos');
    expect(answer).toMatch(/_— según /);
    expect(answer).toContain('October 8');
  });

  it('declines in Spanish when nothing covers the question (no glossary hit or no document)', async () => {
    expect(await chat('hola buenas tardes señora')).toMatch(/^Lo siento, la información de la escuela/);
    expect(await chat('cuál es la contraseña del wifi de la biblioteca')).toMatch(/^Lo siento/);
  });

  it('answers the covered part of a two-part question and says in Spanish that the other is not covered', async () => {
    const answer = await chat('cuanto cuesta el almuerzo? y la contraseña del wifi?');
    expect(answer).toMatch(/^[^\n]*\$3\.10[^\n]* _— según [^\n]+_\n/);
    expect(answer).toContain(
      'No encontré en la información de la escuela la respuesta a otra parte de su pregunta',
    );
    expect(answer).not.toContain("couldn't");
  });

  it('answers mixed, Portuguese and French messages in English, never in Spanish', async () => {
    const mixed = await chat('what time es la salida temprano');
    expect(mixed).not.toMatch(/según|Lo siento/);
    const portuguese = await chat('quanto custa o almoço na escola?');
    expect(portuguese).not.toMatch(/según|Lo siento/);
    const french = await chat('combien coûte le déjeuner à la cantine');
    expect(french).not.toMatch(/según|Lo siento/);
  });
});
