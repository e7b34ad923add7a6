/**
 * The typed job map: job name → payload. Each module adds its jobs by declaration merging in its
 * own `<feature>.jobs.ts`:
 *
 *   declare module '../../jobs/job-map.js' {
 *     interface JobMap { 'knowledge.ingest': { fileId: string } }
 *   }
 */
export interface JobMap {
  /** Used by the queue's own tests. */
  'test.echo': { value: string };
}

export type JobName = keyof JobMap;
