/**
 * The authorisation matrix (ASVS 4.0 V4): every root Query and Mutation field of the printed schema
 * (apps/server/schema.graphql) is called as every role with a real token of a real account, with
 * valid-looking input naming the applicant A's or the landlord's rows, and the answer is checked against the
 * declared table (authorisation-matrix.ts):
 * - allowed: the call passed authorisation: no UNAUTHENTICATED or FORBIDDEN refusal, no NOT_FOUND for the
 *   rows it names, and no internal error (a business answer such as CONFLICT or APPLICATION_SUBMITTED counts,
 *   since it comes after the role check);
 * - refused: UNAUTHENTICATED (anonymous) or FORBIDDEN (another role), from the scope check;
 * - hidden: NOT_FOUND, the documented design for a row of another person of the same role (the services
 *   scope every read and write by the token, so another's row does not exist for them).
 * Every refused and hidden call must change nothing: the row count and checksum of every table are the same
 * before and after them. A field of the schema without a row, or a row without a field, fails the test.
 * Each call is made twice over: selecting only `__typename`, and selecting every field of the result to two
 * levels (richDocumentFor). A refused or hidden role must be refused or hidden either way; an allowed role
 * may be refused a type of the selection (UserApplication is the applicant's: decision 015), and that refusal
 * too must change nothing.
 */
import fs from 'node:fs';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, type GqlResult, type TestEnv } from '../helpers';
import { MATRIX, type Outcome } from './authorisation-matrix';
import { type Fixture, makeFixture, ROLES, type Role, tableChecksums } from './fixture';
import { documentFor, LAST, ON_NEW_FIXTURE, printed, richDocumentFor, VARIABLES } from './operations';

type Operation = { kind: 'query' | 'mutation'; name: string; document: string; rich: string | null };

/** The root fields of a type as operations to call. */
function operationsOf(type: GraphQLObjectType | null | undefined, kind: 'query' | 'mutation'): Operation[] {
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    kind,
    name: field.name,
    document: documentFor(kind, field),
    rich: richDocumentFor(kind, field),
  }));
}

/** Every root operation, queries first, then mutations, with the destructive ones (LAST) at the end. */
const OPERATIONS: Operation[] = [
  ...operationsOf(printed.getQueryType(), 'query'),
  ...operationsOf(printed.getMutationType(), 'mutation').filter((op) => !LAST.includes(op.name)),
  ...LAST.flatMap((name) =>
    operationsOf(printed.getMutationType(), 'mutation').filter((op) => op.name === name),
  ),
];

/** What an answer says about authorisation, with its error code for the failure message. */
function observe(result: GqlResult<unknown>): { outcome: Outcome | 'internal'; code: string } {
  const error = result.errors?.[0];
  if (!error) return { outcome: 'allowed', code: 'ok' };
  const code = String(error.extensions?.code ?? 'none');
  // The scope check's refusals name no field; UNAUTHENTICATED naming a field (a wrong password or code at a
  // public sign-in) is an answer of an allowed call.
  if (code === 'FORBIDDEN' || (code === 'UNAUTHENTICATED' && !error.extensions?.field)) {
    return { outcome: 'refused', code };
  }
  if (code === 'NOT_FOUND') return { outcome: 'hidden', code };
  if (code === 'INTERNAL_SERVER_ERROR' || code === 'none') return { outcome: 'internal', code };
  return { outcome: 'allowed', code };
}

describe('the declared matrix', () => {
  it('has one row for every root operation of the printed schema, and none for an operation that is gone', () => {
    const names = OPERATIONS.map((op) => op.name).sort();
    expect(
      names.filter((name) => !(name in MATRIX)),
      'operations without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !names.includes(name)),
      'rows without an operation',
    ).toEqual([]);
  });

  it('names every operation that takes arguments in the variables, and none that is gone', () => {
    const withArgs = [printed.getQueryType(), printed.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => field.args.some((arg) => String(arg.type).endsWith('!')))
        .map((field) => field.name),
    );
    expect(withArgs.filter((name) => !(name in VARIABLES))).toEqual([]);
    const names = OPERATIONS.map((op) => op.name);
    expect(Object.keys(VARIABLES).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe.each(drivers)('every operation as every role on %s', (driver) => {
  let env: TestEnv;
  let fixture: Fixture;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    fixture = await makeFixture(env);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('answers as the matrix says, and a refused call changes nothing', async () => {
    const mismatches: string[] = [];
    const changed: string[] = [];
    /** Operations whose allowed calls changed a table: proof that the checksums see a change. */
    const writers: string[] = [];
    const observed: Record<string, Record<Role, string>> = {};
    let before = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
    /** Records every table whose rows differ from `before`, after an operation's refused calls. */
    const compareWithBefore = async (name: string) => {
      const after = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
      for (const table of Object.keys(after)) {
        if (after[table] !== before[table]) changed.push(`${name}: refused calls changed ${table}`);
      }
    };
    for (const op of OPERATIONS) {
      const row = MATRIX[op.name];
      if (ON_NEW_FIXTURE.includes(op.name)) {
        fixture = await makeFixture(env);
        before = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
      }
      // Refused and hidden calls first (while A's and the landlord's rows exist), then the allowed ones.
      const roles = [...ROLES].sort(
        (x, y) => Number(row?.[x] === 'allowed') - Number(row?.[y] === 'allowed'),
      );
      observed[op.name] = {} as Record<Role, string>;
      let checkedRefusals = false;
      for (const role of roles) {
        const expected = row?.[role] ?? 'refused';
        if (expected === 'allowed' && !checkedRefusals) {
          checkedRefusals = true;
          await compareWithBefore(op.name);
        }
        const variables = VARIABLES[op.name]?.(fixture) ?? {};
        const token = fixture.tokens[role];
        if (op.rich && expected !== 'allowed') {
          // Refused whatever it selects (compared with `before` with the other refused calls); a hidden call may be
          // refused for its selection first, which says no more.
          const rich = observe(await env.gql(op.rich, variables, token));
          if (rich.outcome !== expected && !(expected === 'hidden' && rich.outcome === 'refused')) {
            mismatches.push(
              `${op.name} as ${role} selecting every field: expected ${expected}, got ${rich.code}`,
            );
          }
        } else if (op.rich) {
          // Allowed, but a type of the selection may be refused to the role: then nothing may have changed.
          const base = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
          const richResult = await env.gql(op.rich, variables, token);
          const rich = observe(richResult);
          if (rich.outcome === 'internal') {
            mismatches.push(
              `${op.name} as ${role} selecting every field: ${rich.code} (${richResult.errors?.[0]?.message ?? ''})`,
            );
          } else if (rich.outcome === 'allowed') {
            // It may have removed what its __typename call would name: it stands for the allowed call.
            observed[op.name][role] = `allowed (${rich.code}, every field)`;
            continue;
          }
          const after = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
          for (const table of Object.keys(after)) {
            if (after[table] !== base[table]) {
              changed.push(
                `${op.name} as ${role} selecting every field: ${rich.code}, but it changed ${table}`,
              );
            }
          }
        }
        const result = await env.gql(op.document, variables, token);
        const { outcome, code } = observe(result);
        observed[op.name][role] = outcome === 'allowed' ? `allowed (${code})` : outcome;
        if (outcome !== expected) {
          mismatches.push(
            `${op.name} as ${role}: expected ${expected}, got ${outcome} (${code}: ${result.errors?.[0]?.message ?? ''})`,
          );
        }
      }
      if (!checkedRefusals) await compareWithBefore(op.name);
      const next = await tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined });
      if (Object.keys(next).some((table) => next[table] !== before[table])) writers.push(op.name);
      before = next;
    }
    if (process.env.AUTHZ_MATRIX_PRINT) {
      fs.writeFileSync(process.env.AUTHZ_MATRIX_PRINT, JSON.stringify(observed, null, 1));
    }
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(writers).toEqual(expect.arrayContaining(['addUpdateUserExpense', 'createUpdateLandlordListing']));
  }, 300_000);
});
