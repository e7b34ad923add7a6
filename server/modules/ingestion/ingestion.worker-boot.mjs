// Entry of the parser worker thread (see ingestion.isolate.ts). Plain JavaScript that loads the
// TypeScript handler through tsx's scoped loader, so the thread starts the same way under
// `node --import tsx` (npm start), vitest (whose transform does not reach worker threads) and node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./ingestion.worker.ts', import.meta.url);
