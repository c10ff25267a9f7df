/** The repository root, for defaults of the configuration (config.ts) and for tools reading its files. */
import path from 'node:path';
import { serverRoot } from './server-root';

/** The repository root (two levels above apps/server), an absolute path. */
export const repoRoot = path.resolve(serverRoot, '../..');
