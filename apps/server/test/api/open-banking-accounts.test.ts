/**
 * Open banking connections (decision 054) through real GraphQL requests and the sandbox provider's hosted
 * page: a connected bank's accounts are listed to the person (with balances) and nobody else; its 12 months
 * of transactions are stored positive-in; disconnecting before submission deletes what was read and puts the
 * step back to to-do, after submission keeps it for the review; a connection needing renewal can be
 * reconnected; the reconnect reminder e-mails once, 7 days before the consent ends, and marks ended ones
 * Expired.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBankingAccounts,
  openBankingConnections,
  openBankingTransactions,
} from '../../src/db/provider-schema';
import { sendBankReconnectReminders } from '../../src/ops/bank-reconnect-reminders';
import { applicantData } from '../../src/services/account-data-applicants';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  signUp,
  type TestEnv,
} from '../helpers';

const CONNECTION = /* GraphQL */ `
  openBankingConnected openBankingStatus steps { id status }
  openBankingConnection {
    state provider bankName consentExpiresAt transactionsFrom transactionsTo
    accounts { id bankName name mask type subtype balanceCurrentPence balanceAvailablePence currency }
  }
`;
const GET = /* GraphQL */ `query { getApplication { id ${CONNECTION} } }`;
const REQUESTED = /* GraphQL */ `mutation { setOpenBankingRequested(input: {}) { url } }`;
const CHECK = /* GraphQL */ `mutation { checkOpenBanking { id } }`;
const DISCONNECT = /* GraphQL */ `mutation { disconnectOpenBanking { id ${CONNECTION} } }`;
const SKIP = /* GraphQL */ `mutation { skipChecks { id } }`;
const SUBMIT = /* GraphQL */ `mutation { submitApplication { id submitted } }`;

type Connection = {
  state: string;
  provider: string;
  bankName: string | null;
  consentExpiresAt: string | null;
  transactionsFrom: string | null;
  transactionsTo: string | null;
  accounts: Array<Record<string, unknown>>;
};
type Application = {
  id: string;
  openBankingConnected: boolean;
  openBankingStatus: string;
  steps: Array<{ id: string; status: string }>;
  openBankingConnection: Connection | null;
};

describe.each(drivers)('open banking accounts on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, token: string): Promise<T> {
    const result = await env.gql<T>(query, {}, token);
    if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }
  const get = async (token: string) =>
    (await call<{ getApplication: Application }>(GET, token)).getApplication;

  /** An applicant with the bank step open. */
  async function readyApplicant() {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    await call(SKIP, applicant.token);
    return applicant;
  }

  /** Connects a bank through the sandbox page and checks it. */
  async function connect(token: string, bank = 'Monzo') {
    const { setOpenBankingRequested } = await call<{ setOpenBankingRequested: { url: string } }>(
      REQUESTED,
      token,
    );
    const answer = await env.http(setOpenBankingRequested.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank, consent: 'yes', action: 'connect' }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    await call(CHECK, token);
    return get(token);
  }

  const connectionsOf = (applicationId: string) =>
    env.db
      .select()
      .from(openBankingConnections)
      .where(eq(openBankingConnections.applicationId, applicationId));

  it('lists the accounts shared, to the applicant only, with 12 months of transactions stored positive-in', async () => {
    const { token, userId } = await readyApplicant();
    expect((await get(token)).openBankingConnection).toBeNull();
    const application = await connect(token);
    const today = dayjs().format('YYYY-MM-DD');
    expect(application.openBankingConnection).toEqual({
      state: 'Active',
      provider: 'sandbox',
      bankName: 'Monzo',
      consentExpiresAt: expect.any(String),
      transactionsFrom: dayjs(today).subtract(12, 'month').add(1, 'day').format('YYYY-MM-DD'),
      transactionsTo: today,
      accounts: [
        {
          id: expect.any(String),
          bankName: 'Monzo',
          name: 'Sandbox current account',
          mask: '0000',
          type: 'depository',
          subtype: 'checking',
          balanceCurrentPence: 184_250,
          balanceAvailablePence: 184_250,
          currency: 'GBP',
        },
      ],
    });
    const consentDays = dayjs(application.openBankingConnection?.consentExpiresAt).diff(dayjs(), 'day', true);
    expect(consentDays).toBeGreaterThan(89);
    expect(consentDays).toBeLessThanOrEqual(90);

    const [connection] = await connectionsOf(application.id);
    expect(connection).toMatchObject({ person: 'applicant', status: 'Active', accessTokenEncrypted: null });
    const transactions = await env.db
      .select()
      .from(openBankingTransactions)
      .where(eq(openBankingTransactions.connectionId, connection?.id ?? ''));
    const salaries = transactions.filter((t) => t.counterparty === 'SANDBOX EMPLOYER LTD');
    expect(salaries).toHaveLength(12);
    expect(salaries.every((t) => t.amountPence === 245_000)).toBe(true);
    expect(transactions.some((t) => t.amountPence < 0)).toBe(true);

    // In the applicant's own data export: the connection, accounts and transactions, never a token.
    const exported = JSON.stringify((await applicantData(env.db, userId)).data);
    expect(exported).toContain('"bankConnections"');
    expect(exported).toContain('Sandbox current account');
    expect(exported).toContain('SANDBOX EMPLOYER LTD');
    expect(exported).not.toContain('accessTokenEncrypted');

    // Another applicant sees nothing of it, and disconnecting for them changes nothing of it.
    const other = await readyApplicant();
    expect((await get(other.token)).openBankingConnection).toBeNull();
    expect(
      (await call<{ disconnectOpenBanking: Application }>(DISCONNECT, other.token)).disconnectOpenBanking,
    ).toMatchObject({ openBankingConnection: null, openBankingConnected: false });
    expect((await get(token)).openBankingConnection?.state).toBe('Active');
  });

  it('disconnects before submission: what was read is deleted and the step is to-do again', async () => {
    const { token } = await readyApplicant();
    const connected = await connect(token);
    expect(connected.steps.find((s) => s.id === 'applicant-bank-statements')?.status).toBe('Done');
    const [stored] = await connectionsOf(connected.id);
    const { disconnectOpenBanking: after } = await call<{ disconnectOpenBanking: Application }>(
      DISCONNECT,
      token,
    );
    expect(after).toMatchObject({ openBankingConnected: false, openBankingConnection: null });
    expect(after.openBankingStatus).toBe('Cancelled');
    expect(after.steps.find((s) => s.id === 'applicant-bank-statements')?.status).not.toBe('Done');
    expect(await connectionsOf(connected.id)).toEqual([]);
    expect(
      await env.db
        .select()
        .from(openBankingAccounts)
        .where(eq(openBankingAccounts.connectionId, stored?.id ?? '')),
    ).toEqual([]);
    expect(
      await env.db
        .select()
        .from(openBankingTransactions)
        .where(eq(openBankingTransactions.connectionId, stored?.id ?? '')),
    ).toEqual([]);
    // Connect again: a new connection.
    expect((await connect(token, 'Barclays')).openBankingConnection).toMatchObject({
      state: 'Active',
      bankName: 'Barclays',
    });
  });

  it('disconnects after submission: the data read stays with the review, the token is erased', async () => {
    const { token } = await readyApplicant();
    const connected = await connect(token);
    expect(
      (await call<{ submitApplication: { submitted: boolean } }>(SUBMIT, token)).submitApplication.submitted,
    ).toBe(true);
    const { disconnectOpenBanking: after } = await call<{ disconnectOpenBanking: Application }>(
      DISCONNECT,
      token,
    );
    expect(after.openBankingConnected).toBe(true);
    expect(after.openBankingConnection).toMatchObject({ state: 'Disconnected', bankName: 'Monzo' });
    expect(after.openBankingConnection?.accounts).toHaveLength(1);
    const [row] = await connectionsOf(connected.id);
    expect(row).toMatchObject({ status: 'Disconnected', accessTokenEncrypted: null });
    expect(row?.disconnectedAt).toBeInstanceOf(Date);
    const kept = await env.db
      .select()
      .from(openBankingTransactions)
      .where(eq(openBankingTransactions.connectionId, row?.id ?? ''));
    expect(kept.length).toBeGreaterThan(12);
  });

  it('reconnects when the consent ends within 7 days or needs renewing; refuses while Active', async () => {
    const { token } = await readyApplicant();
    const first = await connect(token);
    expect(errorOf(await env.gql(REQUESTED, {}, token)).code).toBe('CONFLICT');
    const [old] = await connectionsOf(first.id);
    await env.db
      .update(openBankingConnections)
      .set({ status: 'ReconnectNeeded' })
      .where(eq(openBankingConnections.id, old?.id ?? ''));
    expect((await get(token)).openBankingConnection?.state).toBe('ReconnectNeeded');
    const again = await connect(token, 'HSBC UK');
    expect(again.openBankingConnection).toMatchObject({ state: 'Active', bankName: 'HSBC UK' });
    const rows = await connectionsOf(first.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['Active', 'Expired']);
  });

  it('e-mails a reconnect reminder once, 7 days before the consent ends, and marks ended ones Expired', async () => {
    const soon = await readyApplicant();
    const later = await readyApplicant();
    const ended = await readyApplicant();
    const setEnd = async (token: string, days: number) => {
      const application = await get(token);
      await env.db
        .update(openBankingConnections)
        .set({ consentExpiresAt: dayjs().add(days, 'day').toDate() })
        .where(eq(openBankingConnections.applicationId, application.id));
    };
    await connect(soon.token);
    await connect(later.token);
    await connect(ended.token);
    await setEnd(soon.token, 6);
    await setEnd(later.token, 8);
    await setEnd(ended.token, -1);
    const sent = env.emails.length;
    const report = await sendBankReconnectReminders(env);
    const mails = env.emails.slice(sent);
    expect(mails.filter((m) => m.to === soon.input.email)).toHaveLength(1);
    expect(mails.filter((m) => m.to === later.input.email || m.to === ended.input.email)).toEqual([]);
    expect(mails.find((m) => m.to === soon.input.email)).toMatchObject({
      subject: 'Your bank connection to Stairway ends soon',
      links: ['http://localhost:3000/your-application/bank-statements/applicant-bank-statements'],
    });
    expect(report.reminded).toBeGreaterThanOrEqual(1);
    expect((await get(ended.token)).openBankingConnection?.state).toBe('Expired');
    // Once only.
    const before = env.emails.length;
    await sendBankReconnectReminders(env);
    expect(env.emails.slice(before).filter((m) => m.to === soon.input.email)).toEqual([]);
    // The page can reconnect the expired one.
    expect((await connect(ended.token, 'NatWest')).openBankingConnection?.state).toBe('Active');
  });
});
