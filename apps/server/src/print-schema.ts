/**
 * Prints the schema to apps/server/schema.graphql. With --check it exits 1 when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema/index';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== printed) {
    console.error('apps/server/schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('apps/server/schema.graphql is up to date.');
} else {
  fs.writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
