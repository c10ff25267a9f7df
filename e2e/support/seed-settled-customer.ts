/**
 * Seeds the journeys' data folder with {@link SETTLED_CUSTOMER} (prepare-server-data.ts, before the server starts):
 * an applicant who signed up and submitted their application, and whose home (a listing of the national sample)
 * an operator approved, through the server's own GraphQL API and services, in process. Then one change no API
 * makes: the purchase case the approval opened is dated SETTLED_CUSTOMER.approvedDaysAgo days back, as for a home
 * approved then, so that the journey can record the purchase's stages on past days (a case moves only forward in
 * time from its approval) and the monthly payments since move-in fall due.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { createFetchHandler } from '../../apps/server/src/app';
import { createServices } from '../../apps/server/src/composition';
import { loadConfig } from '../../apps/server/src/config';
import { purchaseCases, userApplications, users } from '../../apps/server/src/db/schema';
import { londonToday } from '../../apps/server/src/lib/dates';
import { decideHome } from '../../apps/server/src/services/home-decisions';
import { SETTLED_CUSTOMER } from './settled-customer';

/** Who to seed: a name, a sign-in and the days since the home was approved. */
export type CustomerToSeed = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  approvedDaysAgo: number;
};

/** What a further step of seeding (seed-moved-in-customer.ts) works with. */
export type SeededCustomer = {
  services: Awaited<ReturnType<typeof createServices>>;
  handler: ReturnType<typeof createFetchHandler>;
  userId: string;
  applicationId: string;
};

/**
 * Writes the settled customer into the embedded database of `env` (the journeys' server's environment), unless
 * it is there already.
 * @param env the environment the server will run with (DATA_DIR, NODE_ENV, …)
 * @throws Error naming the step that failed
 */
export async function seedSettledCustomer(
  env: NodeJS.ProcessEnv,
  customer: CustomerToSeed = SETTLED_CUSTOMER,
  listingIndex = 0,
  after?: (seeded: SeededCustomer) => Promise<void>,
): Promise<void> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const services = await createServices(config);
  try {
    const [existing] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, customer.email));
    if (existing) return;
    const handler = createFetchHandler(services);
    const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
      const response = await handler(
        new Request(`${config.appUrl}/api`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (!body.data || body.errors)
        throw new Error(`Seeding the settled customer: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const { firstName, lastName, email, password } = customer;
    await gql('mutation ($input: OnboardInput!) { onboard(input: $input) { email } }', {
      input: {
        firstName,
        lastName,
        email,
        password,
        grossAnnualPay: 52_000,
        jointApplication: false,
        deposit: 20_000,
        depositSource: 'CashSavings',
        preferredLocations: ['SO17'],
        checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      },
    });
    const { signIn } = await gql<{ signIn: { token: string; user: { id: string } } }>(
      'mutation ($input: SignInInput!) { signIn(input: $input) { token user { id } } }',
      { input: { email, password } },
    );
    await services.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, signIn.user.id));
    const homes = await gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
      'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
      { input: { postcodes: ['SO17'] } },
      signIn.token,
    );
    const listingId = homes.getHomesSelection.listings[listingIndex]?.id;
    if (!listingId) throw new Error('Seeding the settled customer: SO17 has no listing');
    const home = await gql<{ createHomeSubmissionWithListing: { id: string } }>(
      'mutation ($input: CreateHomeSubmissionWithListingInput!) { createHomeSubmissionWithListing(input: $input) { id } }',
      { input: { listingId } },
      signIn.token,
    );
    await decideHome(services, {
      homeSubmissionId: home.createHomeSubmissionWithListing.id,
      decision: 'approved',
      actor: 'e2e',
    });
    const approvedOn = dayjs(londonToday()).subtract(customer.approvedDaysAgo, 'day').format('YYYY-MM-DD');
    const [application] = await services.db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(eq(userApplications.userId, signIn.user.id));
    await services.db
      .update(purchaseCases)
      .set({ stateDate: approvedOn })
      .where(eq(purchaseCases.applicationId, application?.id ?? ''));
    await after?.({ services, handler, userId: signIn.user.id, applicationId: application?.id ?? '' });
  } finally {
    await services.database.close();
  }
}
