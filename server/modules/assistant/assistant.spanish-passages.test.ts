/**
 * The Spanish-documents pass over a Spanish school page ingested through the real pipeline
 * (upload → queue → extract → chunk with language detection → `spanish` index), on PGlite.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { seedFile } from '../ingestion/ingestion.testing.js';
import { createKnowledgeSearch } from '../knowledge/knowledge.search.js';
import { withSpanish } from './assistant.multilingual.js';
import { answerFromSpanishPassages, diminutiveBases } from './assistant.spanish-passages.js';
import { toEnglish } from './assistant.spanish.js';
import type { AnswerResult, Assistant } from './assistant.types.js';

const NOW = new Date('2026-11-24T14:00:00Z');
const PAGE = `# Horario diario

Bienvenidas familias. Aquí encontrarán el horario diario de clases para el año escolar.

## Clases de inglés para padres

Ofrecemos clases de inglés (ESL) para padres los martes y jueves de 5:30 a 7:00 p.m. en el salón 12. Las clases son gratuitas y hay cuidado de niños.

## Café con la directora

El primer viernes de cada mes a las 8:30 a.m. en la biblioteca, con interpretación al español.

## Enlace con las familias

La Sra. Marisela Ochoa ayuda a las familias hispanohablantes (que hablan español) con inscripciones y citas. Teléfono: (512) 555-0149, de lunes a jueves.

## Horario de la escuela

|                  | Día regular | Salida temprana |
| ---------------- | ----------- | --------------- |
| Abre el edificio | 7:50 a.m.   | 7:50 a.m.       |
| Salida           | 4:00 p.m.   | 1:15 p.m.       |
`;

let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: fixedClock(NOW.toISOString()) } });
  schoolId = (await signUp(t)).schoolId;
  await seedFile(t, {
    schoolId,
    fileName: 'horario-diario.md',
    mimeType: 'text/markdown',
    body: Buffer.from(PAGE),
  });
  await t.deps.queue.runDue();
}, 60_000);
afterAll(async () => t.close());

const ask = (question: string) =>
  answerFromSpanishPassages({
    knowledge: createKnowledgeSearch(t.database),
    schoolId,
    now: NOW,
    reading: toEnglish(question),
  });

describe('answerFromSpanishPassages', () => {
  it('a table row whose label holds the asked word wins over one that has it only in a column', async () => {
    const out = await ask('a q hora salen este viernes? es salida temprana verdad');
    expect(out?.answer).toContain('Salida — Día regular: 4:00 p.m.; Salida temprana: 1:15 p.m.');
  });

  it('a question asking for a name is not answered by a sentence naming nobody', async () => {
    expect(await ask('como se llama la directora del cafe')).toBeNull();
  });

  it("answers from the school's Spanish page with the parent's own words, framed in Spanish", async () => {
    const cafe = await ask('cuando es el cafe con la directora');
    expect(cafe?.answer).toMatch(/^El primer viernes de cada mes.* _— según «.+»_$/);
    expect(cafe?.sources[0]?.key).toBeTruthy();
    // "papas" is "padres" on a school page; "que dias" is the question frame, not a topic.
    expect((await ask('hay clases de ingles para papas? que dias'))?.answer).toContain('martes y jueves');
  });

  it("a person's number: the value's sentence follows the one naming her; 'habla español' is the page itself", async () => {
    const out = await ask('cual es el numero de la sra ochoa la q habla español');
    expect(out?.answer).toContain('La Sra. Marisela Ochoa ayuda');
    expect(out?.answer).toContain('(512) 555-0149');
    // One topic word is enough only with the asked value beside it: the library has no number.
    expect(await ask('cual es el numero de la biblioteca')).toBeNull();
  });

  it('two things asked are answered by a sentence and the one before it; "ninos" finds "niños"', async () => {
    const out = await ask('en q salon son las clases de ingles y hay quien cuide a los niños');
    expect(out?.answer).toContain('en el salón 12');
    expect(out?.answer).toContain('hay cuidado de niños');
  });

  it('"la escuela tiene …": the school itself is no topic the page\'s sentence must name', async () => {
    const out = await ask('la escuela tiene clases de ingles pa papas?');
    expect(out?.answer).toContain('martes y jueves de 5:30 a 7:00 p.m.');
  });

  it('who the story is about and what they want are no topic; the whole short section answers', async () => {
    const out = await ask(
      'mi esposo quiere tomar clases de ingles, la escuela tiene pa papas? q dia y a q hora',
    );
    expect(out?.answer).toContain('martes y jueves de 5:30 a 7:00 p.m.');
    expect(out?.answer).toContain('Las clases son gratuitas y hay cuidado de niños.');
  });

  it('"el cafecito con la directora": a diminutive finds the page\'s plain word', async () => {
    expect((await ask('el cafecito con la directora q dia es'))?.answer).toMatch(
      /^El primer viernes de cada mes/,
    );
    expect(diminutiveBases('cafecito')).toContain('cafe');
    expect(diminutiveBases('ratito')).toEqual(['rato']);
    expect(diminutiveBases('hermanitos')).toEqual(['hermanos']);
    expect(diminutiveBases('cita')).toEqual([]);
  });

  it('does not answer from one topic word or from a sentence missing one of them', async () => {
    expect(await ask('cafe?')).toBeNull();
    expect(await ask('cuanto cuesta el uniforme de la biblioteca')).toBeNull();
  });
});

describe('the whole assistant over the Spanish page', () => {
  const answer = async (question: string) =>
    (await t.deps.assistant.answerQuestion({ schoolId, question, channel: 'web' })).answer;

  it('"hay alguien q hable español": the liaison for Spanish-speaking families, with how to reach her', async () => {
    const out = await answer(
      'hay alguien en la escuela q hable español? necesito ayuda con las inscripciones',
    );
    expect(out).toContain('La Sra. Marisela Ochoa ayuda a las familias hispanohablantes');
    expect(out).toContain('Teléfono: (512) 555-0149');
  });

  it('"hay alguien que hable español? cual es su numero": with nothing else asked, speaking Spanish is the topic', async () => {
    const out = await answer('hola, hay alguien en la escuela que hable español? cual es su numero');
    expect(out).toContain('La Sra. Marisela Ochoa ayuda');
    expect(out).toContain('(512) 555-0149');
  });

  it('"…? quiero ir pero trabajo en la tarde" is why the parent asks: the page need not hold its words', async () => {
    const out = await answer('cuando es el cafe con la directora? quiero ir pero trabajo en la tarde');
    expect(out).toContain('El primer viernes de cada mes a las 8:30 a.m.');
  });
});

describe('an English question the English documents do not answer', () => {
  const answer = async (question: string) =>
    t.deps.assistant.answerQuestion({ schoolId, question, channel: 'web' });

  it('is answered from the Spanish page with the whole section, said to be the Spanish page', async () => {
    const out = await answer('do you guys have english classes for parents? my husband wants to go');
    expect(out.resolved).toBe(true);
    expect(out.answer).toMatch(/^The school's Spanish page says: Ofrecemos clases de inglés/);
    expect(out.answer).toContain('hay cuidado de niños');
    expect(out.answer).toMatch(/ _— .+_$/);
    expect((await answer('when is coffee with the principal')).answer).toContain('El primer viernes');
  });

  it('one part of a message is answered from the page, the other said not covered', async () => {
    const out = await answer('whats the wifi password and when is coffee with the principal');
    expect(out.answer).toContain('El primer viernes de cada mes');
    expect(out.answer).toContain('“whats the wifi password”');
  });

  it('is not answered from the page on what the parent does ("call the office") or one topic word', async () => {
    const call = await answer('my sister is picking up tomorrow, can i just call and tell the office');
    expect(call.answer).not.toContain('Spanish page');
    expect((await answer('what classes are there')).answer).not.toContain('Spanish page');
    // A word the page does not hold: "Café con la directora" is no coffee with the counselor.
    expect((await answer('when is coffee with the counselor')).answer).not.toContain('Spanish page');
  });
});

describe('withSpanish order of the Spanish pages and the engine', () => {
  const timings = { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 };
  const engine = (resolved: boolean): Assistant & { asked: string[] } => {
    const asked: string[] = [];
    return {
      asked,
      async answerQuestion(input): Promise<AnswerResult> {
        asked.push(input.question);
        return {
          answer: 'Coffee is on Fridays. _— Handbook_',
          sources: [],
          category: '',
          resolved,
          timings,
        };
      },
    };
  };
  const question = { schoolId: '', question: 'cuando es el cafe con la directora', channel: 'web' as const };

  it('without a model, answers from the Spanish page before the English reading', async () => {
    const inner = engine(true);
    const reply = await withSpanish(inner, { database: t.database, now: () => NOW }).answerQuestion({
      ...question,
      schoolId,
    });
    expect(reply.answer).toContain('primer viernes');
    expect(reply.category).toBeTypeOf('string');
    expect(inner.asked).toEqual([]);
  });

  it('with a model, lets the engine (and its model) answer first, the Spanish page when it declines', async () => {
    const answering = engine(true);
    const deps = { database: t.database, now: () => NOW, answersWithModel: true };
    const first = await withSpanish(answering, deps).answerQuestion({ ...question, schoolId });
    expect(first.answer).toBe('Coffee is on Fridays. _— según «Handbook»_');
    expect(answering.asked).toEqual(['when is coffee principal']);
    const declining = await withSpanish(engine(false), deps).answerQuestion({ ...question, schoolId });
    expect(declining).toMatchObject({ resolved: true, language: 'es' });
    expect(declining.answer).toContain('primer viernes');
  });
});

describe('LLM mode over the Spanish page', () => {
  it('hands the Spanish page to the model, which the English reading of the question cannot reach', async () => {
    const prompts: string[] = [];
    const model = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString('utf8')));
      req.on('end', () => {
        const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] };
        prompts.push(messages.map((m) => m.content).join('\n'));
        const content = JSON.stringify({ answer: 'Los martes y jueves.', resolved: true, category: '' });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    const withModel = await createTestApp({
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'm', LLM_TIMEOUT_MS: '2000' },
      overrides: { clock: fixedClock(NOW.toISOString()) },
    });
    try {
      const { cookie, schoolId: sid } = await signUp(withModel);
      await seedFile(withModel, {
        schoolId: sid,
        fileName: 'horario-diario.md',
        mimeType: 'text/markdown',
        body: Buffer.from(PAGE),
      });
      await withModel.deps.queue.runDue();
      const { reply } = await askWebchat(
        withModel.app,
        cookie,
        'hay clases de ingles para papas? que dias',
        'parent_1',
      );
      expect(reply).toContain('Los martes y jueves.');
      expect(prompts).toHaveLength(1);
      expect(prompts[0]).toContain('[1] Horario Diario — Horario diario › Clases de inglés para padres');
      expect(prompts[0]).toContain('los martes y jueves de 5:30 a 7:00 p.m. en el salón 12');
      expect(prompts[0]).toContain('hay clases de ingles para papas? que dias');
    } finally {
      await withModel.close();
      model.closeAllConnections();
      await new Promise((resolve) => model.close(resolve));
    }
  });
});
