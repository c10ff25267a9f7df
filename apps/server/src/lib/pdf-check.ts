/**
 * Opens uploaded PDFs off the server's JavaScript thread, with limits (docs/decisions/044-decoding-limits.md):
 * a pool of worker threads (Tinypool) runs lib/pdf-check-worker.ts, one file per thread at a time; a file with
 * more than {@link MAX_PDF_OBJECTS} objects is refused before parsing; a parse that takes more than
 * {@link PDF_TIME_BUDGET_MS} has its thread terminated, and one that needs more than {@link PDF_WORKER_HEAP_MB}
 * of heap is stopped by V8; either way the file is refused as too complex and the pool starts a fresh thread.
 *
 * The worker is TypeScript, entered through pdf-check-worker.mjs, which registers tsx in the thread itself: on
 * Node 20 a worker thread takes no `--import tsx` loader from its parent or its `execArgv` (the server runs as
 * `node --import tsx`, Vitest gives threads no loader), so this works under `npm start`, Vitest and tsx alike.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import Tinypool from 'tinypool';
import { serverRoot } from '../server-root';
import type { PdfCheckAnswer, PdfCheckTask } from './pdf-check-worker';

/**
 * How long one PDF may take to open, milliseconds of wall time from the moment a started thread takes it: a bank
 * statement of a few hundred pages opens in well under 100 ms; a crafted file (550,000 objects in 16 MB) took
 * 8-11 s.
 */
export const PDF_TIME_BUDGET_MS = 2000;
/** The most indirect objects a PDF may have (a 500-page text statement has a few thousand; 40,000 took 1.5 s to open on a busy 2-core machine). */
export const MAX_PDF_OBJECTS = 20_000;
/** The most heap one worker thread may use, MB (a 20 MB PDF of ordinary objects needs well under 100 MB). */
export const PDF_WORKER_HEAP_MB = 256;
/** How many PDFs are opened at once: one thread per core past the first, at least one, at most two. */
export const PDF_POOL_SIZE = Math.min(2, Math.max(1, os.availableParallelism() - 1));

/** How long a worker thread may take to start (load tsx and pdf-lib), ms: about 0.7 s on a busy machine. */
const THREAD_START_TIMEOUT_MS = 10_000;

/** What opening a PDF found: it opens, it cannot be opened, or it is too large or slow to open. */
export type PdfCheck = 'opens' | 'damaged' | 'too-complex';

const workerFile = pathToFileURL(path.join(serverRoot, 'src/lib/pdf-check-worker.mjs'));

let pool: Tinypool | undefined;
// Each task starts as soon as it is handed to the pool (no more tasks than threads), so its time budget measures
// its own parse, not a wait.
const turns = pLimit(PDF_POOL_SIZE);

/** Why the last pool could not start a thread, for the error {@link checkPdf} throws. */
let startError: unknown;

/**
 * The pool, started on first use (its threads are unreferenced when idle: they keep no process alive). A
 * thread that fails outside a task (while starting) is reported by Tinypool as an 'error' event, which would
 * otherwise end the process: the pool is then dropped, so the next file tries a new one.
 */
function thePool(): Tinypool {
  if (pool) return pool;
  const created = new Tinypool({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: PDF_POOL_SIZE,
    idleTimeout: 60_000,
    isolateWorkers: false,
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_MB },
  });
  created.on('error', (error: unknown) => {
    startError = error;
    if (pool === created) pool = undefined;
    void created.destroy().catch(() => undefined);
  });
  pool = created;
  return created;
}

/**
 * Opens a PDF in a worker thread, strictly and within limits.
 * @param bytes the whole file
 * @param options `timeBudgetMs` overrides {@link PDF_TIME_BUDGET_MS} (tests), `maxObjects`
 *   {@link MAX_PDF_OBJECTS}
 * @returns `opens`; `damaged` (not a PDF, an invalid object, no document catalogue); or `too-complex` (more
 *   objects than allowed, over the time budget, or over the worker's heap)
 * @throws Error when the worker thread cannot be started at all (a broken install), so that no PDF is taken
 *   unchecked
 */
export async function checkPdf(
  bytes: Uint8Array,
  options: { timeBudgetMs?: number; maxObjects?: number } = {},
): Promise<PdfCheck> {
  const task: PdfCheckTask = { bytes, maxObjects: options.maxObjects ?? MAX_PDF_OBJECTS };
  return turns(async () => {
    // A thread that is not started yet (the first file, or the one after a thread was stopped) first loads tsx
    // and pdf-lib, about 0.7 s on a busy 2-core machine: wait for a started, idle thread, outside the budget.
    // At most PDF_POOL_SIZE files are in here at once, so one is free for the file when this answers.
    try {
      await thePool().run(null, { signal: AbortSignal.timeout(THREAD_START_TIMEOUT_MS) });
    } catch (error) {
      throw new Error('The PDF check could not start its worker thread.', { cause: startError ?? error });
    }
    const signal = AbortSignal.timeout(options.timeBudgetMs ?? PDF_TIME_BUDGET_MS);
    try {
      const answer: PdfCheckAnswer = await thePool().run(task, { signal });
      if (answer === 'opens' || answer === 'damaged') return answer;
      return 'too-complex';
    } catch (error) {
      if (signal.aborted || isOutOfMemory(error)) return 'too-complex';
      throw error;
    }
  });
}

/** Whether a worker thread was stopped for going past its heap limit. */
function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Stops the pool's threads (tests and a clean shutdown; a later {@link checkPdf} starts a new pool).
 * @returns when every thread has ended
 */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
