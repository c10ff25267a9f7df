/**
 * Purchase cases through real GraphQL requests (ARCHITECTURE.md §7; the "life after approval" issue): approving a
 * home opens its case; operators move it a stage at a time with dates and notes (history, audit row, e-mails to
 * the applicant and a joined co-applicant); refused moves name the field and change nothing; a case that falls
 * through lets the applicant submit and have approved another home; the customer's timeline; the pipeline's
 * counts and days. Who may call each operation is the authorisation matrix's (test/security).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, purchaseCaseEvents } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { applicantData } from '../../src/services/account-data-applicants';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';
import {
  approvedApplicant as approvedHomeApplicant,
  callOk,
  listingIdsOf,
  signedInOperator,
} from '../purchases';

const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const WITH_LISTING = `mutation ($input: CreateHomeSubmissionWithListingInput!) {
  createHomeSubmissionWithListing(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveHome(input: { homeSubmissionId: $id }) { status } }`;
const FLAGS = `query { getApplication { hasHomeApproved hasHomeInReview } }`;
const CASE_FIELDS = `id homeSubmissionId address state stateLabel stateDate nextStep waitingOn fallThroughReason
  timeline { stage label status date }`;
const MINE = `query { myPurchaseCase { ${CASE_FIELDS} } }`;
const REVIEW_FIELDS = `purchaseCase { ${CASE_FIELDS} } applicationId name email allowedMoves
  history { fromState toState occurredOn note reason actor }`;
const LIST = `query ($all: Boolean) { purchaseCases(includeClosed: $all) { purchaseCase { id state } name } }`;
const ONE = `query ($id: ID!) { purchaseCase(input: { purchaseCaseId: $id }) { ${REVIEW_FIELDS} } }`;
const MOVE = `mutation ($input: MovePurchaseCaseInput!) { movePurchaseCase(input: $input) { ${REVIEW_FIELDS} } }`;
const STAGES = `query { getPipelinePurchaseStages { state label cases averageDaysSpent casesMovedOn } }`;

type CaseView = {
  id: string;
  homeSubmissionId: string;
  state: string;
  stateDate: string;
  nextStep: string;
  waitingOn: string[];
  fallThroughReason: string | null;
  timeline: Array<{ stage: string; status: string; date: string | null }>;
};
type Review = {
  purchaseCase: CaseView;
  allowedMoves: string[];
  history: Array<{ fromState: string | null; toState: string; occurredOn: string; note: string | null }>;
};

describe.each(drivers)('purchase cases on %s', (driver) => {
  let env: TestEnv;
  let operator: { email: string; token: string };
  let listingIds: string[] = [];
  const today = londonToday();

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = await signedInOperator(env, 'cases-operator');
    listingIds = await listingIdsOf(env, 'SO16');
    expect(listingIds.length).toBeGreaterThan(2);
  });
  afterAll(async () => {
    await env.close();
  });

  const call = <T>(query: string, variables: Record<string, unknown>, token: string) =>
    callOk<T>(env, query, variables, token);
  /** An applicant with a joined co-applicant whose listing home is approved. */
  const approvedApplicant = (listingId: string) =>
    approvedHomeApplicant(env, operator.token, listingId, { joint: true });

  const mine = async (token: string) =>
    (await call<{ myPurchaseCase: CaseView | null }>(MINE, {}, token)).myPurchaseCase;
  const move = (input: Record<string, unknown>) =>
    env.gql<{ movePurchaseCase: Review }>(MOVE, { input }, operator.token);

  it('opens a case when a home is approved, which the applicant and co-applicant both see', async () => {
    const applicant = await signUp(env);
    expect(await mine(applicant.token)).toBeNull();

    const { token, coToken, homeId } = await approvedApplicant(listingIds[0] ?? '');
    const opened = await mine(token);
    expect(opened).toMatchObject({
      homeSubmissionId: homeId,
      state: 'Opened',
      stateDate: today,
      waitingOn: ['Stairway'],
      fallThroughReason: null,
    });
    expect(opened?.nextStep).toContain('preparing our offer');
    expect(opened?.timeline.map((row) => row.status)).toEqual(Array(7).fill('upcoming'));
    expect(await mine(coToken)).toEqual(opened);

    const list = await call<{ purchaseCases: Array<{ purchaseCase: { id: string } }> }>(
      LIST,
      {},
      operator.token,
    );
    expect(list.purchaseCases.map((row) => row.purchaseCase.id)).toContain(opened?.id);
  });

  it('moves a stage at a time with dates and notes: history, audit row and e-mails to both', async () => {
    const { token, email, coEmail } = await approvedApplicant(listingIds[1] ?? '');
    const id = (await mine(token))?.id ?? '';
    const sent = env.emails.length;

    const offer = await move({ purchaseCaseId: id, to: 'OfferMade', date: today, note: 'Offered £212,500' });
    expect(offer.errors).toBeUndefined();
    const accepted = await move({ purchaseCaseId: id, to: 'OfferAccepted', date: today });
    expect(accepted.data?.movePurchaseCase).toMatchObject({
      purchaseCase: { state: 'OfferAccepted', stateDate: today, waitingOn: ['Stairway', 'You'] },
      allowedMoves: ['ValuationAndSurvey', 'FallenThrough'],
      history: [
        { fromState: null, toState: 'Opened', note: null },
        { fromState: 'Opened', toState: 'OfferMade', occurredOn: today, note: 'Offered £212,500' },
        { fromState: 'OfferMade', toState: 'OfferAccepted', occurredOn: today, note: null },
      ],
    });
    expect((await mine(token))?.timeline.slice(0, 3)).toEqual([
      { stage: 'OfferMade', label: 'Offer made', status: 'done', date: today },
      { stage: 'OfferAccepted', label: 'Offer accepted', status: 'current', date: today },
      { stage: 'ValuationAndSurvey', label: 'Valuation and survey', status: 'upcoming', date: null },
    ]);

    const mails = env.emails.slice(sent);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Your Stairway purchase: Offer made'],
      [coEmail, 'Your Stairway purchase: Offer made'],
      [email, 'Your Stairway purchase: Offer accepted'],
      [coEmail, 'Your Stairway purchase: Offer accepted'],
    ]);
    expect(mails[2]?.text).toContain('Waiting on: Stairway and you.');
    expect(mails.some((mail) => mail.text.includes('£212,500'))).toBe(false);

    const audit = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      [operator.email, 'move-purchase-case'],
      [operator.email, 'move-purchase-case'],
    ]);
  });

  it('refuses a move the rules do not allow, naming the field, and changes nothing', async () => {
    const { token } = await approvedApplicant(listingIds[2] ?? '');
    const id = (await mine(token))?.id ?? '';
    const before = { emails: env.emails.length, events: await eventsOf(id) };
    const refusals: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ to: 'Exchange', date: today }, 'to', /can move to Offer made or Fallen through, not Exchange/],
      [{ to: 'OfferMade', date: '2020-01-01' }, 'date', /cannot be before/],
      [{ to: 'OfferMade', date: '2999-01-01' }, 'date', /cannot be after today/],
      [{ to: 'OfferMade', date: '2026-02-30' }, 'date', /real date/],
      [{ to: 'FallenThrough', date: today }, 'reason', /a reason is required/],
      [{ to: 'OfferMade', date: today, note: 'x'.repeat(1001) }, 'note', /at most 1000 characters/],
    ];
    for (const [input, field, message] of refusals) {
      const result = await move({ purchaseCaseId: id, ...input });
      expect(errorOf(result), JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect(
      errorOf(await move({ purchaseCaseId: crypto.randomUUID(), to: 'OfferMade', date: today })).code,
    ).toBe('NOT_FOUND');
    expect((await mine(token))?.state).toBe('Opened');
    expect(await eventsOf(id)).toEqual(before.events);
    expect(env.emails.length).toBe(before.emails);
  });

  it('falls through with a reason, and the applicant can choose, submit and have approved another home', async () => {
    const { token, email, homeId } = await approvedApplicant(listingIds[3] ?? listingIds[0] ?? '');
    const id = (await mine(token))?.id ?? '';
    await move({ purchaseCaseId: id, to: 'OfferMade', date: today });
    const fallen = await move({
      purchaseCaseId: id,
      to: 'FallenThrough',
      date: today,
      reason: 'The seller accepted a higher offer',
    });
    expect(fallen.data?.movePurchaseCase).toMatchObject({
      purchaseCase: { state: 'FallenThrough', fallThroughReason: 'The seller accepted a higher offer' },
      allowedMoves: [],
    });
    expect(env.emails.filter((mail) => mail.to === email).at(-1)).toMatchObject({
      subject: 'Your Stairway purchase will not go ahead',
    });
    expect(env.emails.filter((mail) => mail.to === email).at(-1)?.text).toContain(
      'Why: The seller accepted a higher offer',
    );
    const shown = await mine(token);
    expect(shown?.timeline.map((row) => row.status)).toEqual([
      'fell-through',
      ...Array(6).fill('not-reached'),
    ]);
    expect((await call<{ getApplication: unknown }>(FLAGS, {}, token)).getApplication).toEqual({
      hasHomeApproved: false,
      hasHomeInReview: false,
    });
    // Closed: no further move.
    expect(errorOf(await move({ purchaseCaseId: id, to: 'OfferAccepted', date: today }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });

    const another = listingIds.find((listing, index) => index > 3 && listing) ?? listingIds[4] ?? '';
    const next = await call<{ createHomeSubmissionWithListing: { id: string } }>(
      WITH_LISTING,
      { input: { listingId: another } },
      token,
    );
    expect(next.createHomeSubmissionWithListing.id).not.toBe(homeId);
    await call(APPROVE, { id: next.createHomeSubmissionWithListing.id }, operator.token);
    expect(await mine(token)).toMatchObject({
      homeSubmissionId: next.createHomeSubmissionWithListing.id,
      state: 'Opened',
    });
    const all = await call<{ purchaseCases: Array<{ purchaseCase: { id: string; state: string } }> }>(
      LIST,
      { all: true },
      operator.token,
    );
    expect(all.purchaseCases.find((row) => row.purchaseCase.id === id)?.purchaseCase.state).toBe(
      'FallenThrough',
    );
    const open = await call<{ purchaseCases: Array<{ purchaseCase: { id: string } }> }>(
      LIST,
      {},
      operator.token,
    );
    expect(open.purchaseCases.map((row) => row.purchaseCase.id)).not.toContain(id);
  });

  it('shows an operator one case, and pipeline viewers the counts and days of each state, never who', async () => {
    const { token } = await approvedApplicant(listingIds[5] ?? listingIds[1] ?? '');
    const id = (await mine(token))?.id ?? '';
    const one = await call<{ purchaseCase: Review }>(ONE, { id }, operator.token);
    expect(one.purchaseCase).toMatchObject({
      purchaseCase: { id, state: 'Opened' },
      allowedMoves: ['OfferMade', 'FallenThrough'],
    });

    const viewerEmail = uniqueEmail('viewer');
    const viewer = await addPipelineViewer(env.db, { email: viewerEmail, actor: 'test-runner' });
    const viewerToken = (
      await call<{ checkPipelinePassword: { token: string } }>(
        CHECK,
        { input: { email: viewerEmail, password: viewer.password } },
        '',
      )
    ).checkPipelinePassword.token;
    const stages = await call<{
      getPipelinePurchaseStages: Array<{
        state: string;
        cases: number;
        averageDaysSpent: number | null;
        casesMovedOn: number;
      }>;
    }>(STAGES, {}, viewerToken);
    const byState = new Map(stages.getPipelinePurchaseStages.map((row) => [row.state, row]));
    expect([...byState.keys()]).toEqual([
      'Opened',
      'OfferMade',
      'OfferAccepted',
      'ValuationAndSurvey',
      'LegalWork',
      'Exchange',
      'Completion',
      'MovedIn',
      'FallenThrough',
    ]);
    expect(byState.get('Opened')?.cases).toBeGreaterThanOrEqual(2);
    expect(byState.get('FallenThrough')?.cases).toBeGreaterThanOrEqual(1);
    // Every move in these tests happens the day the case opened: zero days, over the cases that moved on.
    expect(byState.get('Opened')).toMatchObject({ averageDaysSpent: 0 });
    expect(byState.get('Opened')?.casesMovedOn).toBeGreaterThanOrEqual(2);
    expect(byState.get('Exchange')).toMatchObject({ cases: 0, averageDaysSpent: null, casesMovedOn: 0 });
    expect(JSON.stringify(stages)).not.toMatch(/@|Hattie/);
  });

  it('puts the purchases and their histories in the applicant’s data export, without who moved them', async () => {
    const { token, userId } = await approvedApplicant(listingIds[6] ?? listingIds[2] ?? '');
    const id = (await mine(token))?.id ?? '';
    await move({ purchaseCaseId: id, to: 'OfferMade', date: today, note: 'Offered the asking price' });
    const { data } = await applicantData(env.db, userId);
    const purchases = data.purchases as Array<{
      id: string;
      state: string;
      history: Array<Record<string, unknown>>;
    }>;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ id, state: 'OfferMade' });
    expect(purchases[0]?.history.map((row) => [row.toState, row.note])).toEqual([
      ['Opened', null],
      ['OfferMade', 'Offered the asking price'],
    ]);
    expect(JSON.stringify(purchases)).not.toContain(operator.email);
  });

  async function eventsOf(caseId: string) {
    return env.db.select().from(purchaseCaseEvents).where(eq(purchaseCaseEvents.caseId, caseId));
  }
});
