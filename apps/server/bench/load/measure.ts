/**
 * The load benchmark's pacing and readings (load.ts, cluster-load.ts): an open load at a steady rate, and the
 * CPU time and logged errors read from /proc and the server's log.
 */
import fs from 'node:fs';
import { type CallResult, sleep } from '../server-process';
import type { OperationName } from './mix';

/** What was measured for one operation: its latencies (ms), its errors and up to 3 examples of them. */
export type Tally = { latencies: number[]; errors: number; examples: Set<string> };

/**
 * Sends requests at `perSecond` for `durationMs`, each at its own time (open load), and waits for the answers.
 * Exported for cluster.ts.
 * @param perSecond the rate
 * @param durationMs how long to send for
 * @param send sends one request and resolves with its operation and result (it must not reject)
 * @param onAnswer called with each answer and when it was sent (ms since the start)
 * @returns how many were sent, the largest delay between a request's time and its sending (ms), and how long
 *   the sending took (ms, to the last request's leaving)
 */
export async function steadyLoad(
  perSecond: number,
  durationMs: number,
  send: () => Promise<{ name: OperationName; result: CallResult }>,
  onAnswer: (answer: { name: OperationName; result: CallResult }, sentAt: number) => void,
) {
  const interval = 1000 / perSecond;
  const total = Math.floor((durationMs / 1000) * perSecond);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let maxLag = 0;
  while (sent < total) {
    const elapsed = performance.now() - started;
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    while (sent < due) {
      maxLag = Math.max(maxLag, elapsed - sent * interval);
      const sentAt = performance.now() - started;
      const request = send().then((answer) => onAnswer(answer, sentAt));
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      sent += 1;
    }
    await sleep(Math.max(1, interval / 2));
  }
  const sendingMs = performance.now() - started;
  await Promise.all(inFlight);
  return { sent, maxLag, sendingMs };
}

/** CPU time (user + system) a process has used, seconds, from /proc; null when it is gone. @param pid the process id */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the command), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The errors (level 50 and above) in the server's JSON log, each as its message and its error's type and
 * message.
 * @param logFile the server's log (ServerProcess.logFile)
 */
export function loggedErrors(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { type?: string; message?: string };
        };
        if ((entry.level ?? 0) < 50) return [];
        return [
          `${entry.msg ?? ''}${entry.err ? `: ${entry.err.type ?? 'Error'} ${entry.err.message ?? ''}` : ''}`,
        ];
      } catch {
        return [];
      }
    });
}

/**
 * CPU time the whole machine has used since boot, every core together, from /proc/stat.
 * @returns seconds (everything but idle and I/O wait)
 */
export function machineCpu(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.reduce((sum, n) => sum + n, 0) - idle) / 100;
}

/** CPU seconds over wall seconds, as cores busy, e.g. `0.97`. */
export const cores = (cpu: number, seconds: number) => (seconds > 0 ? (cpu / seconds).toFixed(2) : 'n/a');

/** Kilobytes as whole megabytes. */
export const mb = (kb: number | null) => (kb === null ? 'n/a' : `${(kb / 1024).toFixed(0)} MB`);
