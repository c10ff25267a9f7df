/**
 * The server's boundary, through real GraphQL requests: closed sets are enums that GraphQL itself enforces,
 * the schema edge validates input with the domain's zod schemas and names the field, expected errors
 * (AppError) keep their code and facts, and unexpected errors are masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, UNEXPECTED_ERROR_MESSAGE } from '../../src/lib/app-error';
import { toGraphQLError } from '../../src/lib/graphql-errors';
import { createGraphQL } from '../../src/yoga';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  ONBOARD,
  onboardInput,
  signUp,
  type TestEnv,
} from '../helpers';

const INCOME = /* GraphQL */ `
  mutation ($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) { income { id type employmentOption } }
  }
`;

const employed = {
  type: 'Employed',
  primary: true,
  employmentOption: 'TemporaryZeroHour',
  jobTitle: 'Care assistant',
  employerName: 'Island Care Ltd',
  baseGrossIncome: 24_000,
};

describe.each(drivers)('the server boundary on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('carries closed sets as enums: identifiers in and out, anything else refused by GraphQL', async () => {
    const { token } = await signUp(env);
    const saved = await env.gql<{ createUpdateIncome: { income: Record<string, unknown> } }>(
      INCOME,
      { input: employed },
      token,
    );
    expect(saved.data?.createUpdateIncome.income).toMatchObject({
      type: 'Employed',
      employmentOption: 'TemporaryZeroHour',
    });

    // A variable outside the set: refused while coercing the variables, before any resolver runs.
    const label = await env.gql(
      INCOME,
      { input: { ...employed, employmentOption: 'Temporary / Zero-hour' } },
      token,
    );
    expect(label.data ?? null).toBeNull();
    expect(label.errors?.[0]?.message).toContain('"input.employmentOption"');
    expect(label.errors?.[0]?.message).toContain('"EmploymentOption" enum');
    // …with the code and field the schema's own validation gives (variableErrorPlugin).
    expect(errorOf(label)).toEqual({ code: 'BAD_USER_INPUT', field: 'employmentOption' });

    // A literal outside the set: refused by GraphQL validation.
    const literal = await env.gql(
      'mutation { createUpdateIncome(input: { type: Lottery, primary: true }) { income { id } } }',
      {},
      token,
    );
    expect(literal.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.errors?.[0]?.message).toContain('IncomeType');

    const me = await env.gql<{ getApplication: { incomes: unknown[] } }>(
      'query { getApplication { incomes { type employmentOption } } }',
      {},
      token,
    );
    expect(me.data?.getApplication.incomes).toEqual([
      { type: 'Employed', employmentOption: 'TemporaryZeroHour' },
    ]);
  });

  it('names the input types after their fields', async () => {
    const names = await env.gql<{ __schema: { types: Array<{ name: string }> } }>(
      'query { __schema { types { name } } }',
    );
    const types = names.data?.__schema.types.map((t) => t.name) ?? [];
    expect(types).toEqual(
      expect.arrayContaining([
        'CreateUpdateIncomeInput',
        'UpdateApplicationInput',
        'OnboardInput',
        'GetHomesSelectionInput',
      ]),
    );
    expect(types.filter((name) => /^(Mutation|Query)\w+Input$/.test(name))).toEqual([]);
  });

  it('validates input at the schema edge with the domain schema, naming every field', async () => {
    const result = await env.gql(ONBOARD, {
      input: onboardInput({ preferredLocations: ['SO16', 'not a district'], password: 'short' }),
    });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const listed = (result.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string }>;
    const fields = listed.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['password', 'preferredLocations.1']));
    expect(fields).toContain(result.errors?.[0]?.extensions?.field);
  });

  it('keeps an expected error’s code, message and facts', async () => {
    const { token } = await signUp(env);
    const missing = await env.gql(
      'mutation ($input: DeleteIncomeInput!) { deleteIncome(input: $input) { id } }',
      { input: { id: crypto.randomUUID() } },
      token,
    );
    expect(missing.errors?.[0]).toMatchObject({
      message: 'That income was not found.',
      path: ['deleteIncome'],
      extensions: { code: 'NOT_FOUND' },
    });

    // STEP_LOCKED carries the next step as an extra fact.
    const locked = await env.gql('mutation { skipChecks { id } }', {}, token);
    expect(locked.errors?.[0]?.extensions).toMatchObject({
      code: 'STEP_LOCKED',
      nextStep: { kind: 'Step', id: 'about-you', path: '/your-application/personal-details/about-you' },
    });

    // scope-auth's refusals are AppErrors too.
    const anonymous = await env.gql('query { getApplication { id } }');
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
  });

  it('masks unexpected errors', async () => {
    const yoga = createGraphQL({
      ...env,
      addressLookup: {
        kind: 'local',
        findByPostcode: async () => {
          throw new Error('connection refused by 10.0.0.7');
        },
      },
    });
    const { token } = await signUp(env);
    const response = await yoga.fetch('http://localhost/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'query ($input: GetAddressSearchInput!) { getAddressSearch(input: $input) { addressLine1 } }',
        variables: { input: { postcode: 'PO37 6BU' } },
      }),
    });
    const result = (await response.json()) as GqlResult<unknown>;
    expect(result.errors?.[0]?.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(JSON.stringify(result)).not.toContain('10.0.0.7');
    expect(result.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
  });

  it('maps an AppError to a GraphQL error with its code, field(s) and facts, and nothing else', () => {
    const error = toGraphQLError(
      new AppError('BAD_USER_INPUT', 'Choose at least one preferred location', {
        field: 'preferredLocations',
        fields: [{ field: 'preferredLocations', message: 'Choose at least one preferred location' }],
        extra: { hint: 'SO16' },
      }),
    );
    expect(error.toJSON()).toEqual({
      message: 'Choose at least one preferred location',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'preferredLocations',
        fields: [{ field: 'preferredLocations', message: 'Choose at least one preferred location' }],
        hint: 'SO16',
      },
    });
  });
});
