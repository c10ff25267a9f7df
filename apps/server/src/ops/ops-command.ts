/** What every command of `npm run ops` (ops-cli.ts) is given, and the shape of a command. */
import os from 'node:os';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { OpsArgs } from './ops-args';

/** One run's arguments, configuration and open database. */
export interface OpsContext {
  args: OpsArgs;
  config: Config;
  database: Database;
}

/** A command: does its work and prints what it did; throws with a message for the operator on failure. */
export type OpsCommand = (context: OpsContext) => Promise<void>;

/**
 * The actor audited for the run's changes.
 * @param args the run's arguments
 * @returns `--actor NAME`, or the operating-system user's name when it is absent
 */
export function actorOf(args: OpsArgs): string {
  return args.option('actor') ?? os.userInfo().username;
}
