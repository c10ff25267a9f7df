/**
 * Where the server package lives on disk (apps/server), for the files it reads at run time: migrations, seed
 * data, the PDF worker. Found by walking up from this module to the package.json named `@stairway/server`, so
 * the same code works from the TypeScript sources (`node --import tsx apps/server/src/main.ts`) and from the
 * prebuilt bundle (`apps/server/dist/main.mjs`, `npm run build:server`; decision 064), whose modules all sit
 * at one depth.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `from` whose package.json is the server package's.
 * @param from a folder to start from
 * @returns the server package's folder (absolute)
 * @throws Error when no folder above `from` holds the server's package.json
 */
export function findServerRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@stairway/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @stairway/server package.json above ${from}`);
  }
}

/** The server package's folder (apps/server), absolute. */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
