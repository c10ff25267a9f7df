/**
 * Verified income in the operators' console (decision 055), through real GraphQL requests against a real
 * database: an application with a declared income (employed, £45,000) and open-banking rows inserted as the
 * provider adapter stores them; the operator sees the streams, the sentence and the flag; the applicant and a
 * pipeline viewer are refused; the field is reachable only through the console's ApplicationReview; a list of
 * applications reads the transactions in one query.
 */
import { eq } from 'drizzle-orm';
import { getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBankingAccounts,
  openBankingConnections,
  openBankingTransactions,
} from '../../src/db/provider-schema';
import { coApplicants, incomes, userApplications } from '../../src/db/schema';
import { schema } from '../../src/schema';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const VERIFIED_INCOME = /* GraphQL */ `
  fragment VerifiedIncome on PersonVerifiedIncome {
    person name connected connectionStatus provider bankName statementsUploaded
    accounts { name mask type subtype }
    periodFrom periodTo monthsInPeriod
    declaredMonthlyTakeHomePence declaredGrossAnnualPounds seenMonthlyPence
    streams { payer kind frequency monthlyPence monthsSeen monthsInPeriod credits lastSeen current counted }
    discrepancy discrepancyReason sentence
  }
`;
const FOR_REVIEW = /* GraphQL */ `
  query ($id: ID!) { applicationForReview(input: { applicationId: $id }) { verifiedIncome { ...VerifiedIncome } } }
  ${VERIFIED_INCOME}
`;
const IN_REVIEW = /* GraphQL */ `
  query { applicationsInReview { applicationId verifiedIncome { ...VerifiedIncome } } }
  ${VERIFIED_INCOME}
`;

type Person = {
  person: string;
  connected: boolean;
  sentence: string | null;
  discrepancy: string | null;
  streams: Array<{ payer: string }>;
  [key: string]: unknown;
};

/** The 28th of the month `index` months after November 2025. */
const payday = (index: number) => {
  const month = new Date(Date.UTC(2025, 10 + index, 28));
  return month.toISOString().slice(0, 10);
};

describe.each(drivers)('verified income on %s', (driver) => {
  let env: TestEnv;
  let operatorToken: string;
  let viewerToken: string;

  beforeAll(async () => {
    env = await createTestEnv(driver);
    const operatorEmail = uniqueEmail('operator');
    const { password } = await addOperator(env.db, { email: operatorEmail, actor: 'test-runner' });
    await env.gql('mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }', {
      input: { email: operatorEmail, password },
    });
    const match = /(\d{3}) (\d{3})/.exec(
      env.emails.filter((m) => m.to === operatorEmail).at(-1)?.subject ?? '',
    );
    const verified = await env.gql<{ verifyOperatorCode: { token: string } }>(
      'mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }',
      { input: { email: operatorEmail, code: `${match?.[1]}${match?.[2]}` } },
    );
    operatorToken = verified.data?.verifyOperatorCode.token ?? '';
    const viewerEmail = uniqueEmail('viewer');
    const viewer = await addPipelineViewer(env.db, { email: viewerEmail, actor: 'test-runner' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(
      'mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }',
      { input: { email: viewerEmail, password: viewer.password } },
    );
    viewerToken = signedIn.data?.checkPipelinePassword.token ?? '';
    expect(operatorToken).not.toBe('');
    expect(viewerToken).not.toBe('');
  });
  afterAll(async () => {
    await env.close();
  });

  /** An applicant who declared an employed income of £45,000 (PO37: rest-of-UK tax), submitted for review. */
  async function declaredApplicant(firstName = 'Amelia') {
    const { token } = await signUp(env, { firstName, lastName: 'Hughes' });
    await completePersonalAndFinancial(env, token);
    const result = await env.gql<{ getApplication: { id: string } }>(
      'query { getApplication { id } }',
      {},
      token,
    );
    const id = result.data?.getApplication.id ?? '';
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.id, id));
    return { token, id };
  }

  /**
   * A Plaid connection with a current account (a monthly salary of `salaryPence` from ACME LTD, a one-off
   * refund, an own-name transfer) and a credit card (whose credits are the person's repayments), 12 whole
   * months; and an older disconnected connection that must not be read.
   */
  async function connectBank(
    applicationId: string,
    salaryPence: number,
    options: { person?: 'applicant' | 'coApplicant'; payer?: string; category?: string | null } = {},
  ) {
    const person = options.person ?? 'applicant';
    await env.db.insert(openBankingConnections).values({
      applicationId,
      provider: 'plaid',
      person,
      itemId: `item-old-${person}-${applicationId}`,
      status: 'Disconnected',
      institutionName: 'Old Bank',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const [connection] = await env.db
      .insert(openBankingConnections)
      .values({
        applicationId,
        person,
        provider: 'plaid',
        itemId: `item-${person}-${applicationId}`,
        institutionName: 'Monzo',
        status: 'Active',
        transactionsFrom: '2025-11-01',
        transactionsTo: '2026-10-31',
      })
      .returning();
    if (!connection) throw new Error('no connection');
    const [current, card] = await env.db
      .insert(openBankingAccounts)
      .values([
        {
          connectionId: connection.id,
          providerAccountId: 'acc-1',
          name: 'Personal Account',
          mask: '4471',
          type: 'depository',
          subtype: 'checking',
        },
        {
          connectionId: connection.id,
          providerAccountId: 'acc-2',
          name: 'Credit Card',
          mask: '0042',
          type: 'credit',
          subtype: 'credit card',
        },
      ])
      .returning();
    if (!current || !card) throw new Error('no accounts');
    let n = 0;
    const row = (
      accountId: string,
      date: string,
      amountPence: number,
      description: string,
      category: string | null = null,
    ) => {
      n += 1;
      return {
        connectionId: connection.id,
        accountId,
        providerTransactionId: `tx-${n}`,
        date,
        amountPence,
        description,
        category,
      };
    };
    await env.db
      .insert(openBankingTransactions)
      .values([
        ...Array.from({ length: 12 }, (_, i) =>
          row(
            current.id,
            payday(i),
            salaryPence,
            `${options.payer ?? 'ACME LTD SALARY'} ${i + 1}`,
            options.category === undefined ? 'INCOME_WAGES' : options.category,
          ),
        ),
        ...Array.from({ length: 12 }, (_, i) =>
          row(current.id, payday(i).replace(/28$/, '02'), -95_000, 'SO LANDLORD RENT'),
        ),
        ...Array.from({ length: 12 }, (_, i) =>
          row(card.id, payday(i).replace(/28$/, '05'), 30_000, 'PAYMENT RECEIVED THANK YOU'),
        ),
        ...Array.from({ length: 12 }, (_, i) =>
          row(current.id, payday(i).replace(/28$/, '10'), 20_000, 'FP A HUGHES MOBILE'),
        ),
        row(current.id, '2026-03-14', 4_599, 'AMAZON.CO.UK REFUND'),
      ]);
  }

  it('shows the operator the streams, the sentence and the flag', async () => {
    const { id } = await declaredApplicant();
    await connectBank(id, 260_000);
    const result = await env.gql<{ applicationForReview: { verifiedIncome: Person[] } }>(
      FOR_REVIEW,
      { id },
      operatorToken,
    );
    expect(result.errors).toBeUndefined();
    const [applicant, ...others] = result.data?.applicationForReview.verifiedIncome ?? [];
    expect(others).toEqual([]);
    // £45,000: tax (45,000 − 12,570) × 20% = 6,486; NI × 8% = 2,594.40; net 35,919.60 a year = 2,993.30 a month.
    expect(applicant).toEqual({
      person: 'applicant',
      name: 'Amelia Hughes',
      connected: true,
      connectionStatus: 'Active',
      provider: 'plaid',
      bankName: 'Monzo',
      statementsUploaded: false,
      accounts: [
        { name: 'Credit Card', mask: '0042', type: 'credit', subtype: 'credit card' },
        { name: 'Personal Account', mask: '4471', type: 'depository', subtype: 'checking' },
      ],
      periodFrom: '2025-11-01',
      periodTo: '2026-10-31',
      monthsInPeriod: 12,
      declaredMonthlyTakeHomePence: 299_330,
      declaredGrossAnnualPounds: 45_000,
      seenMonthlyPence: 260_000,
      streams: [
        {
          payer: 'ACME LTD',
          kind: 'Salary',
          frequency: 'Monthly',
          monthlyPence: 260_000,
          monthsSeen: 12,
          monthsInPeriod: 12,
          credits: 12,
          lastSeen: '2026-10-28',
          current: true,
          counted: true,
        },
      ],
      discrepancy: 'BelowDeclared',
      // (299,330 − 260,000) / 299,330 = 13.1%
      discrepancyReason:
        'Seen £2,600 a month is 13% below the estimated take-home of £2,993 (more than 10% below is flagged).',
      sentence:
        'Declared £2,993 a month (estimated take-home of £45,000 gross), seen £2,600 a month from ACME LTD, 12 of 12 months',
    });
  });

  it('does not flag pay within 10% of the estimate, and says when no bank is connected', async () => {
    const close = await declaredApplicant('Ben');
    await connectBank(close.id, 280_000); // 6.5% below 2,993.30
    // Disconnected after submission: what was read stays with the review (decision 054) and is analysed.
    const gone = await declaredApplicant('Gus');
    await connectBank(gone.id, 300_000);
    await env.db
      .update(openBankingConnections)
      .set({ status: 'Disconnected', disconnectedAt: new Date() })
      .where(eq(openBankingConnections.applicationId, gone.id));
    const none = await declaredApplicant('Cara');
    await env.db
      .update(userApplications)
      .set({ documentsUploaded: true })
      .where(eq(userApplications.id, none.id));
    env.queries.length = 0;
    const result = await env.gql<{
      applicationsInReview: Array<{ applicationId: string; verifiedIncome: Person[] }>;
    }>(IN_REVIEW, {}, operatorToken);
    expect(result.errors).toBeUndefined();
    // One batch for the whole list: the transactions are read once, not once per application.
    expect(env.queries.filter((q) => /from "open_banking_transactions"/.test(q))).toHaveLength(1);
    const byId = new Map(
      result.data?.applicationsInReview.map((a) => [a.applicationId, a.verifiedIncome[0]]),
    );
    expect(byId.get(close.id)).toMatchObject({
      connected: true,
      discrepancy: null,
      discrepancyReason: null,
      seenMonthlyPence: 280_000,
      sentence:
        'Declared £2,993 a month (estimated take-home of £45,000 gross), seen £2,800 a month from ACME LTD, 12 of 12 months',
    });
    expect(byId.get(gone.id)).toMatchObject({
      connected: true,
      connectionStatus: 'Disconnected',
      bankName: 'Monzo',
      seenMonthlyPence: 300_000,
      discrepancy: null,
    });
    expect(byId.get(none.id)).toMatchObject({
      connected: false,
      statementsUploaded: true,
      bankName: null,
      accounts: [],
      streams: [],
      declaredMonthlyTakeHomePence: 299_330,
      seenMonthlyPence: null,
      discrepancy: null,
      sentence: null,
    });
  });

  it('shows each person of a joint application their own bank and declaration', async () => {
    const { id } = await declaredApplicant('Eve');
    await env.db.update(userApplications).set({ jointApplication: true }).where(eq(userApplications.id, id));
    await env.db.insert(coApplicants).values({
      applicationId: id,
      email: uniqueEmail('co'),
      firstName: 'Finn',
      lastName: 'Hughes',
      hasAdditionalIncome: false,
    });
    await env.db.insert(incomes).values({
      applicationId: id,
      person: 'coApplicant',
      type: 'Benefits',
      primary: true,
      benefitsUniversal: 600,
    });
    await connectBank(id, 260_000);
    await connectBank(id, 60_000, { person: 'coApplicant', payer: 'DWP UC BGC', category: null });
    const result = await env.gql<{ applicationForReview: { verifiedIncome: Person[] } }>(
      FOR_REVIEW,
      { id },
      operatorToken,
    );
    expect(result.errors).toBeUndefined();
    const [applicant, co] = result.data?.applicationForReview.verifiedIncome ?? [];
    expect(applicant).toMatchObject({
      person: 'applicant',
      name: 'Eve Hughes',
      discrepancy: 'BelowDeclared',
    });
    // Universal Credit £600 a month, untaxed: £7,200 a year, £600 a month take-home; seen £600 from the DWP.
    expect(co).toMatchObject({
      person: 'coApplicant',
      name: 'Finn Hughes',
      connected: true,
      declaredMonthlyTakeHomePence: 60_000,
      declaredGrossAnnualPounds: 7_200,
      seenMonthlyPence: 60_000,
      // The monthly "FP A HUGHES" is from someone else of the same surname (a partner): shown as Other, not counted.
      streams: [
        { payer: 'DWP UC', kind: 'Benefit', monthsSeen: 12, counted: true },
        { payer: 'A HUGHES MOBILE', kind: 'Other', counted: false },
      ],
      discrepancy: null,
      sentence:
        'Declared £600 a month (estimated take-home of £7,200 gross), seen £600 a month from DWP UC, 12 of 12 months',
    });
  });

  it('refuses the applicant and a pipeline viewer', async () => {
    const { id, token } = await declaredApplicant('Dev');
    await connectBank(id, 260_000);
    const asApplicant = await env.gql(FOR_REVIEW, { id }, token);
    expect(errorOf(asApplicant).code).toBe('FORBIDDEN');
    expect(asApplicant.data?.applicationForReview ?? null).toBeNull();
    const asViewer = await env.gql(FOR_REVIEW, { id }, viewerToken);
    expect(errorOf(asViewer).code).toBe('FORBIDDEN');
    expect(asViewer.data?.applicationForReview ?? null).toBeNull();
    const anonymous = await env.gql(FOR_REVIEW, { id });
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
  });

  it('is reachable only through the console’s ApplicationReview', () => {
    const holders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === 'PersonVerifiedIncome')
          holders.push(`${type.name}.${field.name}`);
      }
    }
    expect(holders).toEqual(['ApplicationReview.verifiedIncome']);
  });
});
