// Worker thread of ingestion.isolate.ts: runs the document extractors (pdf.js, mammoth,
// word-extractor, the RTF and HTML readers, tesseract.js) one file at a time, so an exception, a
// native abort, a runaway allocation or a hang ends this thread (the job fails) and never the
// process that serves the API and the other jobs. Plain JavaScript that registers tsx itself, so
// it starts the same under `node --import tsx`, vitest and the benchmarks.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { extractText } = await import('./ingestion.extractors.ts');
const { IngestionError } = await import('./ingestion.errors.ts');

const warnings = [];
const logger = {
  warn: (obj, msg) => warnings.push(typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`),
  info: () => undefined,
  debug: () => undefined,
  error: (obj, msg) => warnings.push(typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`),
  child() {
    return logger;
  },
};

// A library's stray rejection must not end the thread silently: report it as this file's failure.
process.on('unhandledRejection', (err) => {
  parentPort.postMessage({ ok: false, ingestion: false, message: String(err?.message ?? err) });
});

parentPort.on('message', async ({ buffer, fileName, mimeType }) => {
  warnings.length = 0;
  try {
    const extracted = await extractText(Buffer.from(buffer), { fileName, mimeType, logger });
    parentPort.postMessage({ ok: true, extracted, warnings: [...warnings] });
  } catch (err) {
    parentPort.postMessage({
      ok: false,
      ingestion: err instanceof IngestionError,
      message: err instanceof Error ? err.message : String(err),
      warnings: [...warnings],
    });
  }
});
parentPort.postMessage({ ready: true });
