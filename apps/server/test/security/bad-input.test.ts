/**
 * Bad input, property-based (ASVS 4.0 V5): for every mutation that takes an input, fast-check takes the
 * valid-looking input of the authorisation matrix (operations.ts, naming the applicant A's and the landlord's
 * rows) and replaces one field, a declared one or an unknown one, with a generated bad value: a wrong type,
 * empty or huge text, control characters (NUL included), bidirectional overrides, any unicode, negative, huge
 * and fractional numbers, dates far in the past and future. The call is made as a role the matrix allows.
 * Every answer must be a success, a field error (BAD_USER_INPUT with extensions.field), or one of the
 * operation's documented business answers; never an internal error. A call that failed must not have changed
 * what was saved: the people's tables have the same checksum before and after it.
 */
import fc from 'fast-check';
import { getNamedType, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRepairTargetHours } from '../../src/services/repairs/repair-settings';
import { setMaintenanceMode, setSkipIdv } from '../../src/services/settings';
import { createTestEnv, drivers, type GqlResult, type TestEnv } from '../helpers';
import { MATRIX } from './authorisation-matrix';
import { type Fixture, makeFixture, ROLES, type Role, tableChecksums } from './fixture';
import { documentFor, printed, VARIABLES } from './operations';

/** Runs per mutation: about 60 mutations, so the suite stays under two minutes on PGlite. */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 8);

/**
 * Answers that say the input was read and refused for a documented reason (each field's description lists
 * them): not a crash, and not a field error.
 */
const BUSINESS_CODES = new Set([
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'STEP_LOCKED',
  'APPLICATION_SUBMITTED',
  'APPLICATION_INCOMPLETE',
  'HOME_SUBMISSION_REFUSED',
  'TOKEN_INVALID',
  'TOKEN_USED',
  'TOKEN_EXPIRED',
  'UNAUTHENTICATED',
]);

/** The tables that hold what people saved, whose checksum a failed call must leave as it was. */
const SAVED_TABLES = [
  'users',
  'user_applications',
  'co_applicants',
  'incomes',
  'user_addresses',
  'expenses',
  'applicant_documents',
  'favourites',
  'home_submissions',
  'home_submission_images',
  'payments',
  'landlords',
  'landlord_listings',
  'landlord_listing_images',
  'operators',
  'pipeline_viewers',
  'settings',
];

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b', '\n', '\r', '\t'];
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u061c',
];

/** Text that a person would not type, or that is too long: the edges of every string field. */
const badText = fc.oneof(
  fc.constantFrom('', ' ', '   ', 'x'.repeat(100_000), 'é'.repeat(5_000), '😀'.repeat(3_000)),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL, ...BIDI), fc.string({ maxLength: 12 }))
    .map(([before, hidden, after]) => `${before}${hidden}${after}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '0001-01-01',
    '1800-02-30',
    '9999-12-31',
    '275760-09-13',
    '2024-13-01',
    '-001-01-01',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '\\u0000',
  ),
);

/** Numbers at and past every edge: negative, zero, fractional, beyond 32 bits, not finite as text. */
const badNumber = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 0.5, 1e-9, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -1e308, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values of the wrong type for any field. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant(['SO16', 42]),
  fc.constant({ nested: 'x' }),
);

const badValue = fc.oneof({ weight: 4, arbitrary: badText }, { weight: 2, arbitrary: badNumber }, wrongType);

/** The role each mutation is called as: the first role the matrix allows, the applicant when it may. */
function callerOf(name: string): Role {
  const row = MATRIX[name];
  const preferred: Role[] = [
    'applicant',
    'landlord',
    'operator',
    'pipelineViewer',
    'coApplicant',
    'anonymous',
  ];
  return preferred.find((role) => row?.[role] === 'allowed') ?? ROLES[0];
}

type Mutation = { name: string; document: string; fields: string[] };

/** Every mutation of the printed schema with an `input` argument, and the fields of its input type. */
const MUTATIONS: Mutation[] = Object.values(printed.getMutationType()?.getFields() ?? {}).flatMap((field) => {
  const input = field.args.find((arg) => arg.name === 'input');
  const type = input && getNamedType(input.type);
  if (!type || !isInputObjectType(type)) return [];
  return [
    { name: field.name, document: documentFor('mutation', field), fields: Object.keys(type.getFields()) },
  ];
});

/**
 * Whether an answer is acceptable: a success, a field error (BAD_USER_INPUT with extensions.field: the schema's
 * validation, or GraphQL's refusal of a wrongly typed variable, given its field by variableErrorPlugin), or a
 * documented business answer.
 */
function acceptable(result: GqlResult<unknown>): boolean {
  const error = result.errors?.[0];
  if (!error) return true;
  const code = String(error.extensions?.code ?? '');
  if (code === 'BAD_USER_INPUT') return String(error.extensions?.field ?? '') !== '';
  return BUSINESS_CODES.has(code);
}

describe.each(drivers)('bad input to every mutation on %s', (driver) => {
  let env: TestEnv;
  let fixture: Fixture;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    fixture = await makeFixture(env);
  });
  afterAll(async () => {
    await env?.close();
  });
  /** The saved tables' checksums: whole on PGlite, the fixture's people's rows on PostgreSQL. */
  const savedChecksum = () =>
    tableChecksums(env, { scope: driver === 'pg' ? fixture : undefined, only: SAVED_TABLES });

  it('has mutations with inputs to try', () => {
    expect(MUTATIONS.length).toBeGreaterThan(50);
  });

  it.each(MUTATIONS.map((m) => [m.name, m] as const))(
    '%s answers bad input with a field error or success, never an internal error, and keeps what was saved',
    async (_name, mutation) => {
      const caller = callerOf(mutation.name);
      // A declared field, or one the type does not have.
      const fieldName = fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...mutation.fields) },
        fc.constant('notAField'),
      );
      try {
        await runProperty(mutation, caller, fieldName);
      } finally {
        // `false` is a valid submitHomeEnabled, which pauses home submissions in the whole database: switched
        // back on at once (on PostgreSQL the database is shared with other files; vitest.config.ts runs this
        // file after them).
        if (mutation.name === 'setMaintenanceMode')
          await setMaintenanceMode(env.db, { enabled: true, actor: 'bad-input.test' });
        // `true` is a valid skipIdv, which makes identity checks optional everywhere: switched back off at once.
        if (mutation.name === 'setSkipIdv')
          await setSkipIdv(env.db, { skipIdv: false, actor: 'bad-input.test' });
        // Valid hours change every new report's target: the defaults are put back at once.
        if (mutation.name === 'setRepairTargets')
          await setRepairTargetHours(env.db, {
            hours: { Emergency: null, Urgent: null, Routine: null },
            actor: 'bad-input.test',
          });
      }
    },
  );

  /** Calls `mutation` RUNS times with one field of its valid input replaced by a bad value. */
  async function runProperty(
    mutation: (typeof MUTATIONS)[number],
    caller: Role,
    fieldName: fc.Arbitrary<string>,
  ) {
    await fc.assert(
      fc.asyncProperty(fieldName, badValue, async (field, value) => {
        const base = (VARIABLES[mutation.name]?.(fixture).input ?? {}) as Record<string, unknown>;
        const input = { ...base, [field]: value };
        const before = await savedChecksum();
        const result = await env.gql(mutation.document, { input }, fixture.tokens[caller]);
        const error = result.errors?.[0];
        const shown = `${mutation.name} as ${caller} with ${field}=${JSON.stringify(value)?.slice(0, 80)}`;
        expect(error?.extensions?.code, `${shown}: ${error?.message}`).not.toBe('INTERNAL_SERVER_ERROR');
        expect(acceptable(result), `${shown}: ${JSON.stringify(error)}`).toBe(true);
        if (error) expect(await savedChecksum(), `${shown} changed what was saved`).toEqual(before);
      }),
      { numRuns: RUNS, seed: process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined },
    );
  }
});
