/**
 * Through real GraphQL requests as a pipeline viewer: the pipeline shows postcode districts only (never a
 * full postcode, nor a home's own position), the status counts and each applicant's status come from one
 * domain rule (an approved applicant who paid the fee is Approved), and the bank column says whether
 * statements were connected by open banking or uploaded.
 */
import { getPipelineStatus, type PipelineStatusInput } from '@stairway/domain/pipeline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSubmissions, postcodeDistricts, userApplications } from '../../src/db/schema';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const APPLICANTS = `query ($status: PipelineStatus, $search: String) {
  getPipelineApplicants(status: $status, search: $search, pageSize: 100) {
    totalCount
    applicants { id status bankAccountConnected bankStatements }
    statusCounts { status count }
  }
}`;
const HOMES = `query ($applicationId: ID) {
  getPipelineHomes(applicationId: $applicationId) { homes { id postcode postTown lat lng } }
}`;
const DETAILS = `query ($applicationId: ID!, $homeId: ID!) {
  getPipelineDetails(applicationId: $applicationId, homeId: $homeId) { home { id postcode lat lng } }
}`;
const HOMES_SELECTION = `query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id postcode } } }`;
const ADD_FAVOURITE = `mutation ($input: AddFavouriteInput!) { addFavourite(input: $input) { id } }`;

/** A full UK postcode (outward and inward code), e.g. PO37 6BU. */
const FULL_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/;

type Applicant = { id: string; status: string; bankAccountConnected: boolean; bankStatements: string };
type Page = {
  totalCount: number;
  applicants: Applicant[];
  statusCounts: Array<{ status: string; count: number }>;
};

describe.each(drivers)('the pipeline’s districts, counts and bank column on %s', (driver) => {
  let env: TestEnv;
  let token: string;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const email = uniqueEmail('investor');
    const added = await addPipelineViewer(env.db, { email, actor: 'pipeline-test' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: added.password },
    });
    token = signedIn.data?.checkPipelinePassword.token ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  const page = async (vars: Record<string, unknown>) => {
    const result = await env.gql<{ getPipelineApplicants: Page }>(APPLICANTS, vars, token);
    expect(result.errors).toBeUndefined();
    return result.data?.getPipelineApplicants as Page;
  };

  /** A new applicant with these flags (and a home under review when asked); returns the application id. */
  async function applicantWith(flags: Partial<PipelineStatusInput> & Record<string, unknown>) {
    const { hasHomeInReview, ...columns } = flags;
    const { userId } = await signUp(env);
    const [row] = await env.db
      .update(userApplications)
      .set(columns)
      .where(eq(userApplications.userId, userId))
      .returning({ id: userApplications.id });
    const id = row?.id ?? '';
    if (hasHomeInReview) {
      await env.db.insert(homeSubmissions).values({
        applicationId: id,
        type: 'Flat',
        bedrooms: 2,
        postcode: 'SO16 3AB',
        askingPrice: 200_000,
        submitted: true,
        submittedAt: new Date(),
      });
    }
    return id;
  }

  it('counts an approved applicant who paid the fee as Approved, and every count agrees with the status shown', async () => {
    const approvedAndPaid = await applicantWith({ submitted: true, approved: true, waitlistFeePaid: true });
    const found = await page({ search: approvedAndPaid });
    expect(found.applicants).toMatchObject([{ id: approvedAndPaid, status: 'Approved' }]);
    expect(found.statusCounts.find((c) => c.status === 'Approved')?.count).toBe(1);
    expect(found.statusCounts.find((c) => c.status === 'FeePaid')?.count).toBe(0);
    expect((await page({ status: 'Approved', search: approvedAndPaid })).totalCount).toBe(1);

    // Every combination of the flags: the one status shown is the domain rule's, the only one counted, and the
    // only filter that lists the applicant.
    const combos: PipelineStatusInput[] = [];
    for (let bits = 0; bits < 32; bits += 1) {
      combos.push({
        submitted: Boolean(bits & 1),
        approved: Boolean(bits & 2),
        rejected: Boolean(bits & 4),
        waitlistFeePaid: Boolean(bits & 8),
        hasHomeInReview: Boolean(bits & 16),
      });
    }
    // A home can only be under review once the application is submitted.
    for (const flags of combos.filter((f) => f.submitted || !f.hasHomeInReview)) {
      const id = await applicantWith(flags);
      const expected = getPipelineStatus(flags);
      const one = await page({ search: id });
      expect(one.applicants[0]?.status, JSON.stringify(flags)).toBe(expected);
      const counted = one.statusCounts.filter((c) => c.count > 0);
      expect(counted, JSON.stringify(flags)).toEqual([{ status: expected, count: 1 }]);
      const filtered = await page({ status: expected, search: id });
      expect(
        filtered.applicants.map((a) => a.id),
        JSON.stringify(flags),
      ).toEqual([id]);
    }
  });

  it('says bank statements were uploaded, or connected by open banking, or not yet', async () => {
    const uploaded = await applicantWith({ documentsUploaded: true, bankStatementsManualUpload: true });
    const connected = await applicantWith({ openBankingConnected: true });
    const neither = await applicantWith({ openBankingConnected: false });
    expect((await page({ search: uploaded })).applicants[0]).toMatchObject({
      bankAccountConnected: false,
      bankStatements: 'Uploaded',
    });
    expect((await page({ search: connected })).applicants[0]).toMatchObject({
      bankAccountConnected: true,
      bankStatements: 'Connected',
    });
    expect((await page({ search: neither })).applicants[0]?.bankStatements).toBe('None');
  });

  it('shows only postcode districts, placed at the district’s centre, in the homes and the detail panel', async () => {
    const applicant = await signUp(env, { preferredLocations: ['SO16'] });
    await completePersonalAndFinancial(env, applicant.token);
    const selection = await env.gql<{
      getHomesSelection: { listings: Array<{ id: string; postcode: string }> };
    }>(HOMES_SELECTION, { input: { postcodes: ['SO16'] } }, applicant.token);
    const listing = selection.data?.getHomesSelection.listings.find((l) =>
      FULL_POSTCODE.test(l.postcode ?? ''),
    );
    if (!listing) throw new Error('no listing with a full postcode in SO16');
    await env.gql(ADD_FAVOURITE, { input: { rentCompId: listing.id } }, applicant.token);
    const [application] = await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId))
      .returning();
    const applicationId = application?.id ?? '';
    await env.db.insert(homeSubmissions).values({
      applicationId,
      type: 'Terraced',
      bedrooms: 3,
      postcode: 'PO37 6BU',
      askingPrice: 240_000,
      submitted: true,
      submittedAt: new Date(),
    });

    const listed = await env.gql<{
      getPipelineHomes: { homes: Array<{ id: string; postcode: string; lat: number; lng: number }> };
    }>(HOMES, { applicationId }, token);
    expect(listed.errors).toBeUndefined();
    const homes = listed.data?.getPipelineHomes.homes ?? [];
    expect(homes.map((h) => h.postcode).sort()).toEqual(['PO37', 'SO16']);
    const centres = await env.db.select().from(postcodeDistricts);
    for (const home of homes) {
      const centre = centres.find((d) => d.outcode === home.postcode);
      expect({ lat: home.lat, lng: home.lng }).toEqual({
        lat: centre?.lat ?? null,
        lng: centre?.lng ?? null,
      });
    }
    const panels = await Promise.all(
      homes.map((home) => env.gql(DETAILS, { applicationId, homeId: home.id }, token)),
    );
    const answers = JSON.stringify([listed.data, ...panels.map((p) => p.data)]);
    expect(answers).not.toMatch(FULL_POSTCODE);
    expect(answers).not.toContain(listing.postcode);
  });
});
