/**
 * Migration 0005: applications made before the optional sections recorded when they were answered keep what
 * they hold shown as answered (a card balance, loans, commitments or expenses, dependants), while sections
 * left at nothing say "nothing added yet".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client';
import { userApplications } from '../../src/db/schema';

describe('migration 0005 on a database made before it', () => {
  let dir: string;
  beforeAll(() => {
    // The committed migrations up to 0004, the last one before the answered-at columns.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-migrations-'));
    fs.cpSync(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 4);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('marks as answered the sections that already hold something, and only those', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', migrate: false });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await migrate(drizzle(client), { migrationsFolder: dir });
      await database.db.execute(sql`
        INSERT INTO users (id, first_name, last_name, email, password_hash)
        VALUES ('00000000-0000-4000-8000-000000000001', 'Amelia', 'Hughes', 'a@example.com', 'x'),
               ('00000000-0000-4000-8000-000000000002', 'Tom', 'Baker', 'b@example.com', 'x')
      `);
      await database.db.execute(sql`
        INSERT INTO user_applications (id, user_id, card_balance, child_dependants)
        VALUES ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 2500, 0),
               ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000002', 0, 2)
      `);
      await database.db.execute(sql`
        INSERT INTO expenses (application_id, description, amount, type)
        VALUES ('00000000-0000-4000-8000-0000000000a2', 'Nursery', 200, 'Childcare')
      `);

      await migrate(drizzle(client), { migrationsFolder });

      const answered = async (id: string) => {
        const [row] = await database.db
          .select({
            cards: userApplications.cardsAnsweredAt,
            commitments: userApplications.monthlyCommitmentsAnsweredAt,
            dependants: userApplications.dependantsAnsweredAt,
          })
          .from(userApplications)
          .where(eq(userApplications.id, id));
        return {
          cards: row?.cards != null,
          commitments: row?.commitments != null,
          dependants: row?.dependants != null,
        };
      };
      expect(await answered('00000000-0000-4000-8000-0000000000a1')).toEqual({
        cards: true,
        commitments: false,
        dependants: false,
      });
      expect(await answered('00000000-0000-4000-8000-0000000000a2')).toEqual({
        cards: false,
        commitments: true,
        dependants: true,
      });
    } finally {
      await database.close();
    }
  });
});
