import { listParentQueries } from '../../../test/whatsapp/records.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKnowledgeItem } from '../knowledge/knowledge.usecases.js';
import { createWhatsappTestContext, type WhatsappTestContext } from '../../../test/whatsapp/fixture.js';
import { messagesChange, notification, textMessage } from '../../../test/whatsapp/payloads.js';

/**
 * Spanish on WhatsApp with nothing faked but Meta: an English handbook uploaded through the real
 * pipeline, the app's own engine, signed webhooks and the local Graph server receiving the replies.
 */
const HANDBOOK = readFileSync(path.join(import.meta.dirname, '../assistant/fixtures/family-handbook.md'));
const PARENT = '15095550188';
const STRANGER = '15095550999';

let c: WhatsappTestContext | undefined;
afterEach(async () => {
  await c?.close();
  c = undefined;
});

describe('a Spanish-speaking parent on WhatsApp', { timeout: 60_000 }, () => {
  it('gets Spanish-framed answers; the language is remembered and logged; unknown senders get Spanish registration replies', async () => {
    c = await createWhatsappTestContext({ assistant: 'real' });
    const school = await c.school({
      phoneNumberId: '300000000188',
      parents: [{ name: 'María López', whatsappNum: `+${PARENT}` }],
    });
    await createKnowledgeItem({
      deps: c.t.deps,
      schoolId: school.schoolId,
      fileName: 'Family Handbook.md',
      contentType: 'handbook',
      body: HANDBOOK,
      source: 'upload',
    });
    await c.drain();

    const ask = async (from: string, text: string): Promise<string> => {
      const before = c!.graph.sent.length;
      const res = await c!.post(
        notification([
          {
            changes: [
              messagesChange({ phoneNumberId: school.phoneNumberId }, from, [textMessage(from, text)]),
            ],
          },
        ]),
      );
      expect(res.statusCode).toBe(200);
      await c!.drain();
      expect(c!.graph.sent.length).toBe(before + 1);
      return c!.graph.sent.at(-1)!.body;
    };

    const lunch = await ask(PARENT, '¿Cuánto cuesta el almuerzo?');
    expect(lunch).toMatch(/— según /);
    expect(lunch).toContain('3.10');
    const early = await ask(PARENT, 'a q hora salen los dias de salida temprano');
    expect(early).toMatch(/— según /);
    expect(early).toContain('12:35');
    const pictures = await ask(PARENT, 'cuando es el dia de fotos');
    expect(pictures).toMatch(/— según /);
    expect(pictures).toContain('October 8');
    // Too short to judge: the remembered language decides.
    expect(await ask(PARENT, 'ok')).toMatch(/^Lo siento/);

    const parents = await c.t.app.inject({
      method: 'GET',
      url: '/api/parents/fetchall',
      headers: { cookie: school.cookie },
    });
    expect((parents.json() as { parents: { language: string | null }[] }).parents[0]!.language).toBe('es');
    const log = await listParentQueries(c.t.database.db, school.schoolId);
    expect(log.map((q) => q.language)).toEqual(['es', 'es', 'es', 'es']);

    const registration = await ask(STRANGER, 'hola, a que hora salen los niños hoy?');
    expect(registration).toMatch(
      /^¡Hola! Este número de WhatsApp responde preguntas de los padres registrados/,
    );
  });
});
