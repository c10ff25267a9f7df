/**
 * The throwaway PostgreSQL cluster of the outage test (faults/outage.ts): PostgreSQL's programs run as the
 * postgres user, on a free port, in a temporary folder; the machine's own PostgreSQL is never touched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server-process';

/** The PostgreSQL binaries' folder (the newest installed major), or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Runs a PostgreSQL program as the postgres user (the server refuses to run as root).
 * @param bin the program's path
 * @param args its arguments
 * @throws Error with its output when it fails
 */
export function asPostgres(bin: string, args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args.join(' ')}: ${result.stderr || result.stdout}`);
}

/** Why the PostgreSQL stop/start test cannot run here, or null when it can. */
export function outageSkipReason(binDir: string | null): string | null {
  if (process.getuid?.() !== 0)
    return 'it needs root, to run initdb and pg_ctl as the postgres user with runuser';
  if (spawnSync('runuser', ['--help']).error) return 'runuser is not installed';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres user';
  if (!binDir) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  return null;
}

/** A throwaway PostgreSQL cluster: where it lives, its port, and whether it is running now. */
export type Cluster = {
  binDir: string;
  clusterDir: string;
  pgData: string;
  pgCtl: string;
  port: number;
  /** Starts it (pg_ctl start, waiting). */
  start: () => void;
  up: boolean;
};

/**
 * Makes the folder of a throwaway cluster, owned by postgres, and picks a free port (initCluster runs initdb).
 * @param binDir PostgreSQL's binaries (postgresBinDir)
 * @returns the cluster, not running yet
 */
export async function startCluster(binDir: string): Promise<Cluster> {
  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgfault-'));
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  fs.chownSync(clusterDir, uid, gid);
  const pgData = path.join(clusterDir, 'data');
  const pgLog = path.join(clusterDir, 'postgres.log');
  const port = await freePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  const start = () =>
    asPostgres(pgCtl, ['-D', pgData, '-o', `-p ${port} -k ${clusterDir}`, '-l', pgLog, '-w', 'start']);
  return { binDir, clusterDir, pgData, pgCtl, port, start, up: false };
}

/**
 * Runs initdb on the cluster (as postgres, trust authentication) and starts it.
 * @throws Error with the program's output when initdb or pg_ctl fails
 */
export function initCluster(cluster: Cluster): void {
  asPostgres(path.join(cluster.binDir, 'initdb'), [
    '-D',
    cluster.pgData,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  cluster.start();
  cluster.up = true;
}
