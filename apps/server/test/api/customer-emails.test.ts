/**
 * The e-mails a customer expects, read from the e-mail provider the tests record: the waitlist-fee receipt
 * (once per payment, however often the payment is confirmed), "We've got your home" after a home is
 * submitted, and both people of a joint application hearing every decision on the application and its homes,
 * the co-applicant's page showing a rejection.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coApplicants, payments, userApplications } from '../../src/db/schema';
import { decideHome } from '../../src/services/home-decisions';
import { recordCheckoutOutcome } from '../../src/services/payments';
import { decideApplicationAndNotify } from '../../src/services/review-decisions';
import {
  createTestEnv,
  drivers,
  signUp,
  submitCompleteApplication,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const LINK = /* GraphQL */ `query { getPaymentLink { url sessionId } }`;
const CHECK = /* GraphQL */ `
  mutation ($input: CheckPaymentSessionInput!) { checkPaymentSession(input: $input) { status } }
`;
const HOMES = /* GraphQL */ `
  query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }
`;
const WITH_LISTING = /* GraphQL */ `
  mutation ($input: CreateHomeSubmissionWithListingInput!) {
    createHomeSubmissionWithListing(input: $input) { id addressLine1 postcode }
  }
`;
const CO_APPLICANT = /* GraphQL */ `
  query { coApplicant { applicationSubmitted applicationApproved applicationRejected } }
`;

describe.each(drivers)('customer e-mails on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  const mailsTo = (to: string, subject: string | RegExp) =>
    env.emails.filter(
      (m) => m.to === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    );

  /** An applicant whose application is marked submitted (submitting it is tested elsewhere). */
  async function submittedApplicant() {
    const applicant = await signUp(env);
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId));
    return applicant;
  }

  /** A co-applicant who has joined `userId`'s application, with their address and a session token. */
  async function joinedCoApplicant(userId: string) {
    const [application] = await env.db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(eq(userApplications.userId, userId));
    const email = uniqueEmail('co');
    const [co] = await env.db
      .insert(coApplicants)
      .values({
        applicationId: application?.id ?? '',
        email,
        firstName: 'Ben',
        lastName: 'Carter',
        emailVerified: true,
        signedUpAt: new Date(),
      })
      .returning({ id: coApplicants.id });
    const token = await env.tokens.sign({ kind: 'coApplicant', coApplicantId: co?.id ?? '' });
    return { email, token, applicationId: application?.id ?? '' };
  }

  it('e-mails one receipt for the fee, however often the payment is confirmed', async () => {
    const { token, input } = await signUp(env);
    await submitCompleteApplication(env, token);
    const link = (await env.gql<{ getPaymentLink: { url: string; sessionId: string } }>(LINK, {}, token)).data
      ?.getPaymentLink;
    if (!link) throw new Error('no payment link');
    const pay = () =>
      env.http(link.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay' }).toString(),
        redirect: 'manual',
      });
    expect((await pay()).status).toBe(303);
    expect(mailsTo(input.email, /receipt/)).toHaveLength(0);

    // The return check and a webhook-like confirmation arrive together, then the page is reloaded.
    const confirm = () => env.gql(CHECK, { input: { sessionId: link.sessionId } }, token);
    await Promise.all([
      confirm(),
      recordCheckoutOutcome(env, 'sandbox', link.sessionId, 'Paid', 'webhook'),
      confirm(),
    ]);
    await confirm();
    await recordCheckoutOutcome(env, 'sandbox', link.sessionId, 'Paid', 'webhook');
    expect((await pay()).status).toBe(303);

    const receipts = mailsTo(input.email, 'Your Stairway receipt: £99 waitlist fee');
    expect(receipts).toHaveLength(1);
    const [row] = await env.db
      .select()
      .from(payments)
      .where(and(eq(payments.providerSessionId, link.sessionId), eq(payments.status, 'Paid')));
    const text = receipts[0]?.text ?? '';
    expect(text).toContain('Amount paid: £99');
    expect(text).toContain(`Payment reference: ${link.sessionId}`);
    const paidOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(row?.paidAt ?? new Date());
    expect(text).toContain(`Paid on: ${paidOn}`);
    expect(text).toContain('puts you, and anyone applying with you, on the Stairway waitlist');
    expect(receipts[0]?.links).toEqual(['http://localhost:3000/waitlist/join-waitlist']);
  });

  it('e-mails "We’ve got your home" once a home is submitted for review, with its address and district', async () => {
    const { token, input } = await submittedApplicant();
    const listings = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
      HOMES,
      { input: { postcodes: ['SO16'] } },
      token,
    );
    const listingId = listings.data?.getHomesSelection.listings[0]?.id ?? '';
    const submitted = await env.gql<{
      createHomeSubmissionWithListing: { id: string; addressLine1: string; postcode: string };
    }>(WITH_LISTING, { input: { listingId } }, token);
    expect(submitted.errors).toBeUndefined();
    const home = submitted.data?.createHomeSubmissionWithListing;
    const mails = mailsTo(input.email, 'We’ve got your home');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(home?.addressLine1 ?? 'missing');
    expect(mails[0]?.text).toContain('(SO16)');
    expect(mails[0]?.text).toContain('What happens next');
    expect(mails[0]?.links).toEqual(['http://localhost:3000/submit-a-home']);

    // A refused second submission sends nothing.
    const other = listings.data?.getHomesSelection.listings[1]?.id ?? '';
    expect((await env.gql(WITH_LISTING, { input: { listingId: other } }, token)).errors).toBeDefined();
    expect(mailsTo(input.email, 'We’ve got your home')).toHaveLength(1);
  });

  it('tells both people of a joint application about a rejection, and the co-applicant’s page shows it', async () => {
    const { input, userId } = await submittedApplicant();
    const co = await joinedCoApplicant(userId);
    const before = await env.gql<{ coApplicant: Record<string, boolean> }>(CO_APPLICANT, {}, co.token);
    expect(before.data?.coApplicant).toEqual({
      applicationSubmitted: true,
      applicationApproved: false,
      applicationRejected: false,
    });

    await decideApplicationAndNotify(env, {
      applicant: co.applicationId,
      decision: 'rejected',
      actor: 'ops.tester',
      note: 'Income could not be confirmed',
    });
    expect(mailsTo(input.email, 'An update on your Stairway application')).toHaveLength(1);
    const toCo = mailsTo(co.email, 'An update on your Stairway application');
    expect(toCo).toHaveLength(1);
    expect(toCo[0]?.text).toContain('Hi Ben,');
    expect(toCo[0]?.text).toContain(`your joint application with ${input.firstName}`);
    expect(toCo[0]?.links).toEqual(['http://localhost:3000/co-applicant-dashboard']);
    // The operator's note stays in the audit log: it is not sent to either person.
    expect(toCo[0]?.text).not.toContain('Income could not be confirmed');

    const after = await env.gql<{ coApplicant: Record<string, boolean> }>(CO_APPLICANT, {}, co.token);
    expect(after.data?.coApplicant).toMatchObject({ applicationRejected: true, applicationApproved: false });
  });

  it('tells the co-applicant about a decision on a home too', async () => {
    const { token, input, userId } = await submittedApplicant();
    const co = await joinedCoApplicant(userId);
    const listings = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
      HOMES,
      { input: { postcodes: ['SO16'] } },
      token,
    );
    const submitted = await env.gql<{ createHomeSubmissionWithListing: { id: string } }>(
      WITH_LISTING,
      { input: { listingId: listings.data?.getHomesSelection.listings[2]?.id ?? '' } },
      token,
    );
    const id = submitted.data?.createHomeSubmissionWithListing.id ?? '';
    await decideHome(env, {
      homeSubmissionId: id,
      decision: 'rejected',
      actor: 'ops.tester',
      note: 'Survey',
    });
    expect(mailsTo(input.email, 'About the home you submitted to Stairway')).toHaveLength(1);
    const toCo = mailsTo(co.email, 'About the home you submitted to Stairway');
    expect(toCo).toHaveLength(1);
    expect(toCo[0]?.text).toContain(`which ${input.firstName} submitted for your joint application`);
    expect(toCo[0]?.links).toEqual(['http://localhost:3000/co-applicant-dashboard']);
  });

  it('does not e-mail a co-applicant who has not joined', async () => {
    const { userId } = await submittedApplicant();
    const [application] = await env.db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(eq(userApplications.userId, userId));
    const email = uniqueEmail('invited');
    await env.db
      .insert(coApplicants)
      .values({ applicationId: application?.id ?? '', email, firstName: 'Cy', lastName: 'Dee' });
    await decideApplicationAndNotify(env, {
      applicant: application?.id ?? '',
      decision: 'rejected',
      actor: 'ops',
    });
    expect(mailsTo(email, /Stairway application/)).toHaveLength(0);
  });
});
