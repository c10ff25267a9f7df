/**
 * What the benchmarks read of the machine (server-process.ts): the busiest districts of the bundled sample,
 * a process's memory, percentiles, a line describing the machine, and bench databases on its PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { nationalListingsFile } from '../../src/db/seed/seed';

/**
 * The postcode districts with the most listings in the bundled national sample
 * (apps/server/seed-data/listings-uk-2025.csv.gz, which the server seeds into an empty database), busiest first.
 * @param count how many
 */
export function busiestDemoDistricts(count: number): string[] {
  const rows = parse(gunzipSync(fs.readFileSync(nationalListingsFile)), {
    columns: true,
    skip_empty_lines: true,
  }) as Array<{ outcode?: string }>;
  const counts = new Map<string, number>();
  for (const { outcode } of rows) if (outcode) counts.set(outcode, (counts.get(outcode) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([outcode]) => outcode);
}

/**
 * The resident memory of a process from /proc (Linux).
 * @param pid the process id
 * @returns kilobytes, or null when the process is gone
 */
export function rssKb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * p50, p95, p99 and the largest of some durations (nearest-rank percentiles).
 * @param values milliseconds, in any order
 * @returns each rounded to 0.1 ms (0 when there are none)
 */
export function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * The date, the machine and its load average, for the head of a report (other work on the machine slows
 * every figure).
 */
export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `${new Date().toISOString()}; ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start.`
  );
}

/** The machine's PostgreSQL for the bench databases: BENCH_PG_ADMIN_URL, else the local trust-auth server. */
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates an empty database on the machine's PostgreSQL (BENCH_PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) with psql.
 * @param name the database name (letters, digits and underscores)
 * @returns its URL
 * @throws Error when psql fails (e.g. PostgreSQL is not running)
 */
export function createBenchDatabase(name: string): string {
  psql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database created by createBenchDatabase (its connections are ended first).
 * @param name the database name
 */
export function dropBenchDatabase(name: string): void {
  psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Runs one SQL statement with psql.
 * @param url the database URL
 * @param statement the SQL
 * @returns psql's output (unaligned, tuples only)
 * @throws Error with psql's message when it fails
 */
export function psql(url: string, statement: string): string {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-tAc', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`);
  return result.stdout.trim();
}
