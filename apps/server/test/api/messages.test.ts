/**
 * The API's messages are the ones the page shows: a bad input is refused with the domain schema's message,
 * written for the person ("Enter your date of birth as a real date, for example 27 3 1990", "Choose your type
 * of employment"), with the field it is about, through real GraphQL requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, signUp, type TestEnv } from '../helpers';

const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }
`;
const INCOME = /* GraphQL */ `
  mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }
`;
const DELETE_INCOME = /* GraphQL */ `mutation ($input: DeleteIncomeInput!) { deleteIncome(input: $input) { id } }`;
const ADDRESS = /* GraphQL */ `
  mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }
`;

/** The fields and messages of a BAD_USER_INPUT error. */
function fieldsOf(result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  const extensions = result.errors?.[0]?.extensions ?? {};
  expect(extensions.code).toBe('BAD_USER_INPUT');
  return extensions.fields as Array<{ field: string; message: string }>;
}

describe.each(drivers)('the API’s messages on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('refuse a date that is not a real one in the words the page shows', async () => {
    const { token } = await signUp(env);
    for (const dateOfBirth of ['27/03/1990', '1990-02-30']) {
      const result = await env.gql(UPDATE, { input: { dateOfBirth } }, token);
      expect(result.errors?.[0]?.message).toBe(
        'Enter your date of birth as a real date, for example 27 3 1990',
      );
      expect(fieldsOf(result)).toEqual([
        { field: 'dateOfBirth', message: 'Enter your date of birth as a real date, for example 27 3 1990' },
      ]);
    }
    const address = await env.gql(
      ADDRESS,
      {
        input: { addressLine1: '1 High Street', postCode: 'PO37 6BU', postTown: 'Shanklin', moveInDate: '' },
      },
      token,
    );
    expect(fieldsOf(address)).toEqual([{ field: 'moveInDate', message: 'Enter the date you moved in' }]);
  });

  it('say what to choose or enter, never list identifiers', async () => {
    const { token } = await signUp(env);
    const result = await env.gql(INCOME, { input: { type: 'Employed', primary: true } }, token);
    expect(result.errors?.[0]?.message).toBe('Choose your type of employment');
    expect(fieldsOf(result)).toEqual([
      { field: 'employmentOption', message: 'Choose your type of employment' },
      { field: 'jobTitle', message: 'Enter your job title' },
      { field: 'employerName', message: 'Enter your employer’s name' },
      { field: 'baseGrossIncome', message: 'Enter your base gross income' },
    ]);
    expect(JSON.stringify(result.errors)).not.toMatch(/PermanentEmployment|one of|required/);
  });

  it('never use developer words for a record that is not found', async () => {
    const { token } = await signUp(env);
    const result = await env.gql(DELETE_INCOME, { input: { id: 'not-an-id' } }, token);
    expect(result.errors?.[0]?.message).toBe('We couldn’t find that income: reload the page and try again');
  });
});
