import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The parts of a worker the job runner uses (`runWorkerJob` in worker-thread.ts): events
 * 'message', 'error' and 'exit', posting a message, and ending it. A `worker_threads.Worker` has
 * them; `spawnIsolatedProcess` gives a child process the same shape.
 */
export interface IsolatedWorker {
  on(event: 'message', listener: (message: never) => void): this;
  on(event: 'error', listener: (err: Error) => void): this;
  on(event: 'exit', listener: (code: number) => void): this;
  once(event: 'error', listener: (err: Error) => void): this;
  once(event: 'exit', listener: (code: number) => void): this;
  off(event: 'message' | 'error' | 'exit', listener: (...args: never[]) => void): this;
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void;
  terminate(): Promise<number>;
}

/** Exit code reported for a child ended by a signal (SIGKILL on terminate, SIGABRT on a V8 heap limit). */
const SIGNALLED = 128;

/**
 * A child process for parsing untrusted input where a thread is not isolation enough: a native
 * abort (Node's zlib asserts "close before init" when a thread is terminated while a zlib stream is
 * being set up, which PDF images, DOCX inflation and tesseract's model all do) ends the whole
 * process a worker thread lives in, and the service with it. A child ends alone.
 * - its V8 heap is capped at `maxMemoryMb` (MB, `--max-old-space-size`): past it the child dies and
 *   the job fails, the service does not;
 * - `data` reaches it as the HOMEROOM_WORKER_DATA environment variable (JSON), read by
 *   `childWorkerData()`; messages travel over IPC with structured-clone serialization, so typed
 *   arrays cross as they do between threads (copied: a transfer list has no meaning here);
 * - its output is discarded, it is unref'd (an idle child never keeps the service running), and
 *   `terminate()` is SIGKILL (no cleanup runs, so none can abort).
 * Node's `child_process.fork`; the entry is plain JavaScript (`entry`), as for a worker thread.
 */
export function spawnIsolatedProcess(
  entry: URL,
  options: { maxMemoryMb: number; data: unknown; onExit?: () => void },
): IsolatedWorker {
  const child: ChildProcess = fork(fileURLToPath(entry), [], {
    execArgv: [`--max-old-space-size=${options.maxMemoryMb}`],
    env: { ...process.env, HOMEROOM_WORKER_DATA: JSON.stringify(options.data) },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  child.unref();
  child.channel?.unref();
  child.on('error', () => undefined);
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => {
      options.onExit?.();
      resolve(code ?? SIGNALLED);
    }),
  );
  type Listener = Parameters<ChildProcess['on']>[1];
  // 'exit' gives (code, signal); listeners of the worker shape get a number either way.
  const exitListeners = new Map<(code: number) => void, (code: number | null) => void>();
  const wrapExit = (listener: (code: number) => void) => {
    const wrapped = (code: number | null) => listener(code ?? SIGNALLED);
    exitListeners.set(listener, wrapped);
    return wrapped;
  };
  const worker: IsolatedWorker = {
    on(event: string, listener: Listener) {
      child.on(event, event === 'exit' ? wrapExit(listener as (code: number) => void) : listener);
      return worker;
    },
    once(event: string, listener: Listener) {
      child.once(event, event === 'exit' ? wrapExit(listener as (code: number) => void) : listener);
      return worker;
    },
    off(event: string, listener: Listener) {
      const own = event === 'exit' ? exitListeners.get(listener as (code: number) => void) : undefined;
      child.off(event, own ?? listener);
      return worker;
    },
    postMessage(message: unknown) {
      if (child.connected) child.send(message as never);
    },
    terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  } as IsolatedWorker;
  return worker;
}

/** In a child started by `spawnIsolatedProcess`: the `data` it was given. */
export function childWorkerData<T>(): T {
  return JSON.parse(process.env.HOMEROOM_WORKER_DATA ?? 'null') as T;
}
