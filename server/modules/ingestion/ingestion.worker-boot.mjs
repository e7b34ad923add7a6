// Entry of the parser child process (see ingestion.isolate.ts). Plain JavaScript that loads the
// TypeScript handler through tsx's scoped loader, so the process starts the same way under
// `node --import tsx` (npm start), vitest (whose transform does not reach child processes) and node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./ingestion.worker.ts', import.meta.url);
