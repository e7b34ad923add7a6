/**
 * Language detection on short WhatsApp-style parent messages
 * (`server/modules/assistant/fixtures/language-messages.json`, 3–10 words, about half Spanish, with
 * Portuguese, French and mixed English/Spanish messages whose reply must be English).
 * Compares three maintained detectors raw (Spanish → 'es', anything else → 'en') and the engine's
 * `detectLanguage` (eld plus the mixed/short-message rules). Accuracy = share of messages whose reply
 * language is right. Writes bench/results/language.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { franc } from 'franc-min';
import { eld } from 'eld/medium';
import { detect as tinyld } from 'tinyld';
import { detectLanguage } from '../server/modules/assistant/assistant.language.js';
import { writeBenchResult } from './bench-results.js';

interface Message {
  text: string;
  expected: 'en' | 'es';
}
const fixture = path.join(import.meta.dirname, '../server/modules/assistant/fixtures/language-messages.json');
const messages = (JSON.parse(readFileSync(fixture, 'utf8')) as { messages: Message[] }).messages;

const detectors: Record<string, (text: string) => 'en' | 'es'> = {
  'franc-min@6.2.0': (t) => (franc(t, { minLength: 1 }) === 'spa' ? 'es' : 'en'),
  'eld@2.1.0 (medium)': (t) => (eld.detect(t).language === 'es' ? 'es' : 'en'),
  'tinyld@1.3.4': (t) => (tinyld(t) === 'es' ? 'es' : 'en'),
  'detectLanguage (eld + rules)': (t) => detectLanguage(t, 'en').language,
};

const results: Record<string, { accuracy: number; wrong: string[]; msPerMessage: number }> = {};
for (const [name, fn] of Object.entries(detectors)) {
  const started = performance.now();
  const wrong = messages.filter((m) => fn(m.text) !== m.expected).map((m) => m.text);
  const ms = (performance.now() - started) / messages.length;
  results[name] = {
    accuracy: 1 - wrong.length / messages.length,
    wrong,
    msPerMessage: Number(ms.toFixed(3)),
  };
  console.log(`${name.padEnd(30)} ${(100 * results[name]!.accuracy).toFixed(1)} %  (${wrong.length} wrong)`);
}
writeBenchResult('language.json', {
  messages: messages.length,
  spanish: messages.filter((m) => m.expected === 'es').length,
  results,
});
