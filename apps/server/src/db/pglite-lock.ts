/**
 * The embedded database serves one process at a time: PGlite keeps the cluster in the process's memory and
 * writes it back to its folder, so a second process on the same folder (the ops CLI while the server runs, a
 * second server) would report success for writes the first never sees and later overwrites. A lock file in
 * the folder, created exclusively (`wx`), names the process that holds it, as PostgreSQL's own postmaster.pid
 * does: a second opener is refused at once with what to do, and a lock left by a process that no longer runs
 * (kill -9, a power cut) is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file's name inside the PGlite folder. */
export const PGLITE_LOCK_FILE = 'stairway.lock';

/** What the lock file records about its holder. */
type LockHolder = { pid: number; hostname: string; startedAt: string; command: string };

/** Raised when another process holds the folder; its message says which and what to do. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/** Folders this process holds: a second open here is refused too (its pid would look like ours). */
const heldHere = new Set<string>();

/** @returns whether a process with this id runs on this machine (EPERM: it runs as another user) */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** @returns the holder recorded in a lock file, or null when it is unreadable (a write cut short) */
function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.hostname === 'string'
      ? (holder as LockHolder)
      : null;
  } catch {
    return null;
  }
}

/** @returns true when the lock file was created for `me`, false when one exists */
function tryCreate(file: string, me: LockHolder): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A lock is stale when its holder no longer runs on this machine, or is this process's id left by an earlier
 * process (a container's server is often pid 1 every time). Another machine's holder (a shared volume) cannot
 * be checked, so it stands. An unreadable file is stale only after 5 s: it may be a lock being written now.
 */
function isStale(file: string, holder: LockHolder | null, me: LockHolder): boolean {
  if (holder === null) {
    try {
      return Date.now() - fs.statSync(file).mtimeMs > 5000;
    } catch {
      return true;
    }
  }
  return holder.hostname === me.hostname && (holder.pid === me.pid || !isRunning(holder.pid));
}

/** The refusal, naming the holder and the two ways on. */
function inUse(dir: string, file: string, holder: LockHolder | null): DatabaseInUseError {
  const who = holder
    ? `process ${holder.pid} on ${holder.hostname} (${holder.command}), since ${holder.startedAt}`
    : 'another process';
  return new DatabaseInUseError(
    `The embedded database in ${dir} is open in ${who}. It serves one process at a time, so nothing was done. ` +
      'Stop that process first (for the ops commands: stop the server, run the command, start the server), ' +
      'or set DATABASE_URL to a PostgreSQL server, which any number of processes can share. ' +
      `If no such process runs, delete ${file}.`,
  );
}

/**
 * Takes the folder's lock for this process.
 * @param dir the PGlite folder (created already)
 * @returns a function that releases the lock (idempotent); the lock is also released when the process exits
 * @throws DatabaseInUseError when another running process, or this one, holds the folder
 */
export function lockPgliteDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, PGLITE_LOCK_FILE);
  if (heldHere.has(resolved)) throw inUse(resolved, file, readHolder(file));
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1, 3).join(' ') || 'node',
  };
  if (!tryCreate(file, me)) {
    const holder = readHolder(file);
    if (!isStale(file, holder, me)) throw inUse(resolved, file, holder);
    fs.rmSync(file, { force: true });
    // Two processes taking over the same stale lock: one creates the file, the other is refused.
    if (!tryCreate(file, me)) throw inUse(resolved, file, readHolder(file));
  }
  heldHere.add(resolved);
  const release = () => {
    if (!heldHere.delete(resolved)) return;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
