/**
 * The investor pipeline through real GraphQL requests (spec §6, §7; decision 019): the pipeline viewer's
 * sign-in and token (8 hours, pipeline operations only), every pipeline operation as every role, the status
 * rule agreeing between the database and packages/domain, the homes and the detail panel, and no personal
 * data in any answer.
 */
import crypto from 'node:crypto';
import { getPipelineStatus } from '@stairway/domain/pipeline';
import { calculateYield } from '@stairway/domain/plan';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, homeSubmissions, userApplications } from '../../src/db/schema';
import { decideHome } from '../../src/services/home-decisions';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  aSecondLater,
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const APPLICANTS = `query ($status: PipelineStatus, $search: String, $page: Int, $pageSize: Int) {
  getPipelineApplicants(status: $status, search: $search, page: $page, pageSize: $pageSize) {
    totalCount page pageSize
    applicants { id totalIncome jointApplication status age onboard location identityVerified bankAccountConnected homes budget }
    statusCounts { status count }
    statusByMonth { month status count }
    budgetBands { from to count }
  }
}`;
const HOMES = `query ($pageSize: Int) {
  getPipelineHomes(pageSize: $pageSize) {
    totalCount
    homes { id applicationId askingPrice postcode type bedrooms postTown EPCRating yield rentEstimate algoRentEstimate
      affordability rentOnNetIncome link lat lng date imageUrl }
    yieldBands { from to count }
  }
}`;
const DETAILS = `query ($applicationId: ID!, $homeId: ID!) {
  getPipelineDetails(applicationId: $applicationId, homeId: $homeId) {
    applicant { id status age location }
    home { id askingPrice yield }
    affordability { id label value unit source }
    plan { deposit initialDeposit rent monthlyEquity ownershipYears mortgageNeeded years { year equityTotal depositBuilt shareOwned } }
    documents { person documentType count }
  }
}`;
const HOMES_SELECTION = `query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id askingPrice rent } } }`;
const ADD_FAVOURITE = `mutation ($input: AddFavouriteInput!) { addFavourite(input: $input) { id } }`;
const ME = `query { me { user { id } } }`;

type Applicant = { id: string; status: string; age: number | null; homes: number; location: string };
type ApplicantsPage = {
  totalCount: number;
  applicants: Applicant[];
  statusCounts: Array<{ status: string; count: number }>;
};

describe.each(drivers)('investor pipeline on %s', (driver) => {
  let env: TestEnv;
  let viewer: { email: string; password: string; token: string };
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const email = uniqueEmail('investor');
    const added = await addPipelineViewer(env.db, { email, actor: 'pipeline-test' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: added.password },
    });
    viewer = { email, password: added.password, token: signedIn.data?.checkPipelinePassword.token ?? '' };
  });
  afterAll(async () => {
    await env.close();
  });

  describe('signing in', () => {
    it('gives a token naming the viewer (1 hour, renewed while used up to 8), and audits the account', async () => {
      expect(viewer.token).not.toBe('');
      const claims = decodeJwt(viewer.token);
      expect(claims.pipelineViewerId).toEqual(expect.any(String));
      expect(claims.userId).toBeUndefined();
      // An hour unused ends it; renewed while used, for 8 hours in all (decision 030).
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60 * 60);
      expect(claims.auth_time).toBe(claims.iat);
      const audit = await env.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(claims.pipelineViewerId)));
      expect(audit).toMatchObject([{ actor: 'pipeline-test', action: 'add-pipeline-viewer' }]);
    });

    it('refuses a wrong password and an unknown address alike', async () => {
      const wrong = await env.gql(CHECK, { input: { email: viewer.email, password: 'not the password' } });
      const unknown = await env.gql(CHECK, { input: { email: uniqueEmail('nobody'), password: 'x' } });
      expect(errorOf(wrong)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });
      expect(errorOf(unknown)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });
      expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
      expect(wrong.data).toBeNull();
    });

    it('limits checks per e-mail address', async () => {
      const email = uniqueEmail('limited');
      await addPipelineViewer(env.db, { email, actor: 'pipeline-test' });
      const codes: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const result = await env.gql(CHECK, { input: { email, password: `guess ${i}` } });
        codes.push(String(errorOf(result).code));
      }
      expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    });

    it('a new password signs the earlier sessions out', async () => {
      const email = uniqueEmail('rotated');
      const first = await addPipelineViewer(env.db, { email, actor: 'pipeline-test' });
      const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
        input: { email, password: first.password },
      });
      const token = signedIn.data?.checkPipelinePassword.token;
      expect((await env.gql(APPLICANTS, { pageSize: 1 }, token)).errors).toBeUndefined();
      const second = await addPipelineViewer(env.db, { email, actor: 'pipeline-test' });
      expect(second.created).toBe(false);
      expect(second.password).not.toBe(first.password);
      aSecondLater(env);
      expect(errorOf(await env.gql(APPLICANTS, { pageSize: 1 }, token)).code).toBe('UNAUTHENTICATED');
    });

    it('refuses an expired token', async () => {
      const secret = new TextEncoder().encode(env.config.JWT_SECRET ?? '');
      const { pipelineViewerId } = decodeJwt(viewer.token);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ pipelineViewerId, sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 9 * 3600)
        .setExpirationTime(now - 3600)
        .sign(secret);
      expect(errorOf(await env.gql(APPLICANTS, {}, expired)).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('who may call what', () => {
    const operations: Array<[string, string, Record<string, unknown>]> = [
      ['getPipelineApplicants', APPLICANTS, { pageSize: 1 }],
      ['getPipelineHomes', HOMES, { pageSize: 1 }],
      ['getPipelineDetails', DETAILS, { applicationId: crypto.randomUUID(), homeId: crypto.randomUUID() }],
    ];

    it.each(operations)(
      '%s: anonymous, applicant, co-applicant and landlord are refused',
      async (_n, query, vars) => {
        const applicant = await signUp(env);
        const coApplicant = await env.tokens.sign({
          kind: 'coApplicant',
          coApplicantId: crypto.randomUUID(),
        });
        const landlord = await env.tokens.sign({ kind: 'landlord', landlordId: crypto.randomUUID() });
        const anonymous = await env.gql(query, vars);
        expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
        expect(anonymous.data).toBeNull();
        expect(errorOf(await env.gql(query, vars, applicant.token)).code).toBe('FORBIDDEN');
        // A co-applicant's or landlord's token is refused: FORBIDDEN, or UNAUTHENTICATED once their
        // accounts keep session versions and this made-up id has none.
        for (const token of [coApplicant, landlord]) {
          const result = await env.gql(query, vars, token);
          expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorOf(result).code);
          expect(result.data).toBeNull();
        }
      },
    );

    it('a pipeline viewer may call them, and nothing of the applicants’', async () => {
      expect((await env.gql(APPLICANTS, { pageSize: 1 }, viewer.token)).errors).toBeUndefined();
      expect((await env.gql(HOMES, { pageSize: 1 }, viewer.token)).errors).toBeUndefined();
      const unknown = await env.gql(
        DETAILS,
        { applicationId: crypto.randomUUID(), homeId: crypto.randomUUID() },
        viewer.token,
      );
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
      expect(errorOf(await env.gql(ME, {}, viewer.token)).code).toBe('FORBIDDEN');
    });

    it('checkPipelinePassword is public: any caller gets the same answer', async () => {
      const applicant = await signUp(env);
      const result = await env.gql(
        CHECK,
        { input: { email: viewer.email, password: 'wrong' } },
        applicant.token,
      );
      expect(errorOf(result).code).toBe('UNAUTHENTICATED');
      const right = await env.gql(
        CHECK,
        { input: { email: viewer.email, password: viewer.password } },
        applicant.token,
      );
      expect(right.errors).toBeUndefined();
    });
  });

  describe('applicants', () => {
    const page = async (vars: Record<string, unknown>) => {
      const result = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(APPLICANTS, vars, viewer.token);
      expect(result.errors).toBeUndefined();
      return result.data?.getPipelineApplicants as ApplicantsPage;
    };

    it('derives the status in the database as the domain rule does, and counts and filters by it', async () => {
      const before = await page({ pageSize: 1 });
      const combos = [
        { submitted: false, approved: false, rejected: false, waitlistFeePaid: false },
        { submitted: true, approved: false, rejected: false, waitlistFeePaid: false },
        { submitted: true, approved: false, rejected: false, waitlistFeePaid: true },
        { submitted: true, approved: true, rejected: false, waitlistFeePaid: false },
        { submitted: true, approved: true, rejected: false, waitlistFeePaid: true },
        { submitted: true, approved: false, rejected: true, waitlistFeePaid: false },
        { submitted: true, approved: true, rejected: true, waitlistFeePaid: true },
      ];
      const ids: string[] = [];
      for (const flags of combos) {
        const { userId } = await signUp(env);
        const [row] = await env.db
          .update(userApplications)
          .set(flags)
          .where(eq(userApplications.userId, userId))
          .returning({ id: userApplications.id });
        ids.push(row?.id ?? '');
      }
      for (const [index, flags] of combos.entries()) {
        const found = await page({ search: ids[index] });
        expect(found.applicants).toHaveLength(1);
        expect(found.applicants[0]?.status).toBe(getPipelineStatus({ ...flags, hasHomeInReview: false }));
      }
      const after = await page({ pageSize: 1 });
      const delta = Object.fromEntries(
        after.statusCounts.map(({ status, count }) => [
          status,
          count - (before.statusCounts.find((c) => c.status === status)?.count ?? 0),
        ]),
      );
      // An approved applicant counts as Approved whether or not the fee is paid.
      const expected = { Approved: 2, FeePaid: 1, InReview: 0, Onboard: 1, Rejected: 2, Submitted: 1 };
      // Exact on both drivers: each test file has a database of its own (test/db/test-databases.ts).
      expect(delta).toEqual(expected);
      expect(after.totalCount - before.totalCount).toBe(7);
      const approved = await page({ status: 'Approved', pageSize: 100 });
      expect(approved.applicants.every((a) => a.status === 'Approved')).toBe(true);
      expect(approved.applicants.map((a) => a.id)).toEqual(expect.arrayContaining([ids[3], ids[4]]));
    });

    it('shows the age only above 10, and the districts, not the address', async () => {
      const { token } = await signUp(env, { preferredLocations: ['SO16', 'LS6'] });
      await completePersonalAndFinancial(env, token);
      const found = await page({ search: 'LS6', pageSize: 100 });
      const mine = found.applicants.find((a) => a.location === 'SO16, LS6');
      expect(mine?.age).toBeGreaterThan(30); // born 1990-04-01
      await env.db
        .update(userApplications)
        .set({ dateOfBirth: new Date().toISOString().slice(0, 10) })
        .where(eq(userApplications.id, mine?.id ?? ''));
      const young = await page({ search: mine?.id });
      expect(young.applicants[0]?.age).toBeNull();
    });

    it('refuses a page over 100', async () => {
      const result = await env.gql(APPLICANTS, { pageSize: 101 }, viewer.token);
      expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    });
  });

  describe('homes and the detail panel', () => {
    it('lists a saved home with its figures and opens its detail; no answer carries personal data', async () => {
      const applicant = await signUp(env, { firstName: 'Zebedee', lastName: 'Quartermaine' });
      await completePersonalAndFinancial(env, applicant.token);
      const selection = await env.gql<{
        getHomesSelection: { listings: Array<{ id: string; askingPrice: number; rent: number }> };
      }>(HOMES_SELECTION, { input: { postcodes: ['SO16'] } }, applicant.token);
      const listing = selection.data?.getHomesSelection.listings[0];
      if (!listing) throw new Error('no listing in SO16');
      const favourite = await env.gql<{ addFavourite: { id: string } }>(
        ADD_FAVOURITE,
        { input: { rentCompId: listing.id } },
        applicant.token,
      );
      const homeId = favourite.data?.addFavourite.id ?? '';
      const [application] = await env.db
        .select()
        .from(userApplications)
        .where(eq(userApplications.userId, applicant.userId));
      await env.db
        .update(userApplications)
        .set({ nin: 'QQ123456C' })
        .where(eq(userApplications.userId, applicant.userId));

      type Home = {
        id: string;
        applicationId: string;
        yield: number;
        rentEstimate: number | null;
        affordability: number;
      };
      const homes = await env.gql<{ getPipelineHomes: { homes: Home[] } }>(
        HOMES,
        { pageSize: 500 },
        viewer.token,
      );
      expect(homes.errors).toBeUndefined();
      const home = homes.data?.getPipelineHomes.homes.find((h) => h.id === homeId);
      expect(home).toMatchObject({
        applicationId: application?.id,
        yield: calculateYield(listing.rent, listing.askingPrice),
        rentEstimate: listing.rent,
        affordability: Math.round((listing.askingPrice / (application?.budget ?? 1)) * 1000) / 10,
      });

      const details = await env.gql<{
        getPipelineDetails: {
          affordability: Array<{ id: string; value: number | null; source: string }>;
          plan: {
            initialDeposit: number;
            monthlyEquity: number;
            ownershipYears: number;
            years: Array<{ year: number; equityTotal: number; shareOwned: number }>;
          };
          applicant: { id: string; homes?: number };
        };
      }>(DETAILS, { applicationId: application?.id, homeId }, viewer.token);
      expect(details.errors).toBeUndefined();
      const panel = details.data?.getPipelineDetails;
      expect(panel?.applicant.id).toBe(application?.id);
      const budget = panel?.affordability.find((f) => f.id === 'budget');
      expect(budget?.value).toBe(application?.budget);
      expect(panel?.affordability.every((f) => f.source.length > 0)).toBe(true);
      expect(panel?.plan.initialDeposit).toBe(Math.round((listing.askingPrice * 0.02) / 100) * 100);
      // At the minimum equity (1% a year) the deposit reaches 2% + 8% of the price: about 10% owned.
      expect(panel?.plan.years.at(-1)?.shareOwned).toBeGreaterThanOrEqual(10);
      // One figure, one rounding rule: the exact (unrounded) 1% / 12 drives the plan, so it takes exactly 8
      // years and the table ends in year 8 with 8% of the price paid, whatever the price (a pence-rounded
      // £233.33 took 97 months).
      expect(panel?.plan.monthlyEquity).toBeCloseTo(listing.askingPrice / 1200, 9);
      expect(panel?.plan.ownershipYears).toBe(8);
      expect(panel?.plan.years).toHaveLength(8);
      expect(panel?.plan.years.at(-1)).toMatchObject({
        year: 8,
        equityTotal: Math.round(listing.askingPrice * 8) / 100,
      });

      // Another application's id with this home: not found.
      const other = await signUp(env);
      const [otherApplication] = await env.db
        .select()
        .from(userApplications)
        .where(eq(userApplications.userId, other.userId));
      const mismatched = await env.gql(
        DETAILS,
        { applicationId: otherApplication?.id, homeId },
        viewer.token,
      );
      expect(errorOf(mismatched).code).toBe('NOT_FOUND');

      const answers = JSON.stringify([
        homes.data,
        details.data,
        (await env.gql(APPLICANTS, { pageSize: 100 }, viewer.token)).data,
        (await env.gql(APPLICANTS, { search: application?.id }, viewer.token)).data,
      ]);
      for (const personal of [
        'Zebedee',
        'Quartermaine',
        applicant.input.email as string,
        'QQ123456C',
        'Corinthian Court',
        'PO37 6BU',
        '@',
      ]) {
        expect(answers).not.toContain(personal);
      }
    });

    it('filters the homes by source (Saved, Submitted) with a count on each', async () => {
      const applicant = await signUp(env, { preferredLocations: ['SO16'] });
      await completePersonalAndFinancial(env, applicant.token);
      const selection = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
        HOMES_SELECTION,
        { input: { postcodes: ['SO16'] } },
        applicant.token,
      );
      const listing = selection.data?.getHomesSelection.listings[0];
      if (!listing) throw new Error('no listing in SO16');
      const favourite = await env.gql<{ addFavourite: { id: string } }>(
        ADD_FAVOURITE,
        { input: { rentCompId: listing.id } },
        applicant.token,
      );
      const [application] = await env.db
        .update(userApplications)
        .set({ submitted: true, submittedAt: new Date() })
        .where(eq(userApplications.userId, applicant.userId))
        .returning();
      const applicationId = application?.id ?? '';
      const [submitted] = await env.db
        .insert(homeSubmissions)
        .values({
          applicationId,
          type: 'Terraced',
          bedrooms: 3,
          postcode: 'SO16 3AB',
          askingPrice: 240_000,
          submitted: true,
          submittedAt: new Date(),
        })
        .returning();
      const BY_SOURCE = `query ($applicationId: ID, $source: PipelineHomeSource) {
        getPipelineHomes(applicationId: $applicationId, source: $source) {
          totalCount sourceCounts { source count } homes { id source } } }`;
      type Page = {
        getPipelineHomes: {
          totalCount: number;
          sourceCounts: Array<{ source: string; count: number }>;
          homes: Array<{ id: string; source: string }>;
        };
      };
      const counts = [
        { source: 'Saved', count: 1 },
        { source: 'Submitted', count: 1 },
      ];

      const all = await env.gql<Page>(BY_SOURCE, { applicationId }, viewer.token);
      expect(all.errors).toBeUndefined();
      expect(all.data?.getPipelineHomes.totalCount).toBe(2);
      expect(all.data?.getPipelineHomes.sourceCounts).toEqual(counts);
      const saved = await env.gql<Page>(BY_SOURCE, { applicationId, source: 'Saved' }, viewer.token);
      expect(saved.data?.getPipelineHomes).toEqual({
        totalCount: 1,
        sourceCounts: counts,
        homes: [{ id: favourite.data?.addFavourite.id, source: 'Saved' }],
      });
      const sent = await env.gql<Page>(BY_SOURCE, { applicationId, source: 'Submitted' }, viewer.token);
      expect(sent.data?.getPipelineHomes).toEqual({
        totalCount: 1,
        sourceCounts: counts,
        homes: [{ id: submitted?.id, source: 'Submitted' }],
      });

      // Across the pipeline, each source's count is its total, and All is their sum.
      const whole = await env.gql<Page>(BY_SOURCE, { source: 'Submitted' }, viewer.token);
      const wholeCounts = whole.data?.getPipelineHomes.sourceCounts ?? [];
      expect(whole.data?.getPipelineHomes.totalCount).toBe(
        wholeCounts.find((c) => c.source === 'Submitted')?.count,
      );
      expect(whole.data?.getPipelineHomes.homes.every((h) => h.source === 'Submitted')).toBe(true);
      const unknown = await env.gql(BY_SOURCE, { source: 'Favourite' }, viewer.token);
      expect(unknown.errors?.length).toBeGreaterThan(0);
    });

    it('lists submitted homes (from a listing and found elsewhere) with their EPC, and InReview follows them', async () => {
      const before = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(
        APPLICANTS,
        { pageSize: 1 },
        viewer.token,
      );
      const countOf = (page: ApplicantsPage | undefined, status: string) =>
        page?.statusCounts.find((c) => c.status === status)?.count ?? 0;
      const applicant = await signUp(env, { preferredLocations: ['SO16'] });
      await completePersonalAndFinancial(env, applicant.token);
      const [application] = await env.db
        .update(userApplications)
        .set({ submitted: true, submittedAt: new Date() })
        .where(eq(userApplications.userId, applicant.userId))
        .returning();
      const applicationId = application?.id ?? '';
      const [elsewhere] = await env.db
        .insert(homeSubmissions)
        .values({
          applicationId,
          type: 'Flat',
          bedrooms: 2,
          ownership: 'Freehold',
          epcRating: 'C',
          addressLine1: '7 Zanzibar Mews',
          postTown: 'Southampton',
          postcode: 'SO16 3AB',
          askingPrice: 210_000,
          submitted: true,
          submittedAt: new Date(),
        })
        .returning();
      const homeId = elsewhere?.id ?? '';

      const inReview = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(
        APPLICANTS,
        { search: applicationId },
        viewer.token,
      );
      expect(inReview.data?.getPipelineApplicants.applicants[0]).toMatchObject({
        status: 'InReview',
        homes: 1,
      });
      const after = inReview.data?.getPipelineApplicants;
      const all = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(
        APPLICANTS,
        { pageSize: 1 },
        viewer.token,
      );
      expect(
        countOf(all.data?.getPipelineApplicants, 'InReview') -
          countOf(before.data?.getPipelineApplicants, 'InReview'),
      ).toBe(1);
      expect(after?.statusCounts.find((c) => c.status === 'InReview')?.count).toBe(1);
      const filtered = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(
        APPLICANTS,
        { status: 'InReview', pageSize: 100 },
        viewer.token,
      );
      expect(filtered.data?.getPipelineApplicants.applicants.map((a) => a.id)).toContain(applicationId);
      const submittedOnly = await env.gql<{ getPipelineApplicants: ApplicantsPage }>(
        APPLICANTS,
        { status: 'Submitted', search: applicationId },
        viewer.token,
      );
      expect(submittedOnly.data?.getPipelineApplicants.totalCount).toBe(0);

      const ONE = `query ($applicationId: ID) { getPipelineHomes(applicationId: $applicationId) { totalCount
        homes { id source reviewStatus EPCRating postcode postTown yield rentEstimate rentSource algoRentEstimate
          algoRentLow algoRentHigh lat lng askingPrice } } }`;
      type Home = Record<string, unknown>;
      const listed = await env.gql<{ getPipelineHomes: { totalCount: number; homes: Home[] } }>(
        ONE,
        { applicationId },
        viewer.token,
      );
      expect(listed.errors).toBeUndefined();
      expect(listed.data?.getPipelineHomes.totalCount).toBe(1);
      const home = listed.data?.getPipelineHomes.homes[0];
      expect(home).toMatchObject({
        id: homeId,
        source: 'Submitted',
        reviewStatus: 'UnderReview',
        EPCRating: 'C',
        postcode: 'SO16',
        postTown: 'Southampton',
        askingPrice: 210_000,
        rentEstimate: null,
      });
      expect(typeof home?.lat).toBe('number');
      // A home found elsewhere has no listing rent: the calibrated estimator's, within its 80% interval.
      expect(home?.rentSource).toBe('Estimator');
      const algoRent = Number(home?.algoRentEstimate);
      expect(algoRent).toBeGreaterThan(0);
      expect(Number(home?.algoRentLow)).toBeLessThanOrEqual(algoRent);
      expect(Number(home?.algoRentHigh)).toBeGreaterThanOrEqual(algoRent);
      expect(Number(home?.algoRentLow)).toBeLessThan(Number(home?.algoRentHigh));
      expect(home?.yield).toBe(calculateYield(algoRent, 210_000));
      const details = await env.gql<{ getPipelineDetails: { home: { id: string } } }>(
        DETAILS,
        { applicationId, homeId },
        viewer.token,
      );
      expect(details.errors).toBeUndefined();
      expect(details.data?.getPipelineDetails.home.id).toBe(homeId);
      expect(JSON.stringify([listed.data, details.data])).not.toContain('Zanzibar');

      // A home submitted from a listing: the listing's rent and position, no EPC in the listing data.
      const selection = await env.gql<{
        getHomesSelection: { listings: Array<{ id: string; askingPrice: number; rent: number }> };
      }>(HOMES_SELECTION, { input: { postcodes: ['SO16'] } }, applicant.token);
      const listing = selection.data?.getHomesSelection.listings[1];
      if (!listing) throw new Error('no listing in SO16');
      await decideHome(env, { homeSubmissionId: homeId, decision: 'rejected', actor: 'pipeline-test' });
      const [fromListing] = await env.db
        .insert(homeSubmissions)
        .values({
          applicationId,
          listingId: listing.id,
          fromListing: true,
          askingPrice: listing.askingPrice,
          submitted: true,
          submittedAt: new Date(Date.now() + 1000),
        })
        .returning();
      const both = await env.gql<{ getPipelineHomes: { totalCount: number; homes: Home[] } }>(
        ONE,
        { applicationId },
        viewer.token,
      );
      expect(both.data?.getPipelineHomes.homes).toMatchObject([
        {
          id: fromListing?.id,
          source: 'Submitted',
          reviewStatus: 'UnderReview',
          EPCRating: null,
          rentSource: 'Listing',
          rentEstimate: listing.rent,
          yield: calculateYield(listing.rent, listing.askingPrice),
        },
        { id: homeId, reviewStatus: 'Rejected' },
      ]);
    });
  });
});
