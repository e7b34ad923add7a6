// Entry of the calendar parser thread (see calendars.isolate.ts): loads the TypeScript handler
// through tsx's scoped loader, so the thread starts the same under `node --import tsx`, vitest and node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./calendars.parse-worker.ts', import.meta.url);
