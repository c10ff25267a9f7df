/**
 * Removing an address from the applicant's history (page Address history: "add, edit and remove addresses"):
 * deleteUserAddress through real GraphQL requests. The owner succeeds and the months of history and the
 * section's state follow; another applicant and an anonymous caller are refused and nothing changes; a bad id
 * is refused naming the field; nothing can be removed once the application is submitted.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv } from '../helpers';

const FIELDS = /* GraphQL */ `
  id addressHistoryMonths addressHistoryMonthsNeeded
  steps { id status }
  addresses { id addressLine1 moveInDate }
`;
const ADDRESS = /* GraphQL */ `
  mutation Address($input: AddUpdateUserAddressInput!) {
    addUpdateUserAddress(input: $input) { address { id } application { ${FIELDS} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation DeleteAddress($input: DeleteUserAddressInput!) {
    deleteUserAddress(input: $input) { id application { ${FIELDS} } }
  }
`;
const GET = /* GraphQL */ `query App { getApplication { ${FIELDS} } }`;

type Application = {
  id: string;
  addressHistoryMonths: number;
  addressHistoryMonthsNeeded: number;
  steps: Array<{ id: string; status: string }>;
  addresses: Array<{ id: string; addressLine1: string; moveInDate: string }>;
};

const monthsAgo = (months: number) => dayjs(londonToday()).subtract(months, 'month').format('YYYY-MM-DD');
const address = (addressLine1: string, moveInDate: string) => ({
  addressLine1,
  postCode: 'PO37 6BU',
  postTown: 'SHANKLIN',
  country: 'England',
  moveInDate,
});

describe.each(drivers)('deleteUserAddress on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function getApplication(token: string): Promise<Application> {
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  async function addAddress(token: string, line: string, moveInDate: string): Promise<string> {
    const result = await env.gql<{ addUpdateUserAddress: { address: { id: string } } }>(
      ADDRESS,
      { input: address(line, moveInDate) },
      token,
    );
    const id = result.data?.addUpdateUserAddress.address.id;
    if (!id) throw new Error(JSON.stringify(result.errors));
    return id;
  }

  it('removes the owner’s address, and the history needs months again', async () => {
    const { token } = await signUp(env);
    await addAddress(token, '30 Newport Road', monthsAgo(12));
    const earlier = await addAddress(token, 'Flat 11', monthsAgo(40));
    expect(await getApplication(token)).toMatchObject({
      addressHistoryMonths: 40,
      addressHistoryMonthsNeeded: 0,
    });

    const removed = await env.gql<{ deleteUserAddress: { id: string; application: Application } }>(
      DELETE,
      { input: { id: earlier } },
      token,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.deleteUserAddress.id).toBe(earlier);
    const application = removed.data?.deleteUserAddress.application;
    expect(application).toMatchObject({ addressHistoryMonths: 12, addressHistoryMonthsNeeded: 24 });
    expect(application?.addresses.map((a) => a.addressLine1)).toEqual(['30 Newport Road']);
    expect(application?.steps.find((s) => s.id === 'address-history')?.status).toBe('Todo');
  });

  it('refuses another applicant, an anonymous caller and a bad id, changing nothing', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    const id = await addAddress(alice.token, 'Flat 11', monthsAgo(40));

    expect(errorOf(await env.gql(DELETE, { input: { id } }, bob.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(DELETE, { input: { id } })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(DELETE, { input: { id: 'not-an-id' } }, alice.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    expect((await getApplication(alice.token)).addresses.map((a) => a.id)).toEqual([id]);
  });

  it('refuses once the application is submitted', async () => {
    const { token } = await signUp(env);
    const id = await addAddress(token, 'Flat 11', monthsAgo(40));
    const application = await getApplication(token);
    await env.db
      .update(userApplications)
      .set({ submitted: true })
      .where(eq(userApplications.id, application.id));

    const result = await env.gql(DELETE, { input: { id } }, token);
    expect(errorOf(result).code).toBe('APPLICATION_SUBMITTED');
    expect((await getApplication(token)).addresses.map((a) => a.id)).toEqual([id]);
  });
});
