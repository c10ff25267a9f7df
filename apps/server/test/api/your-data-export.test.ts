/**
 * "Your data" export (decision 050): requestDataExport gives every signed-in role a short-lived link to a ZIP
 * of their own data (your-data.json and their files), through real GraphQL requests and the real download
 * route. Nobody gets anyone else's data: a co-applicant never gets the main applicant's incomes, addresses or
 * documents, nor the other way round; secrets are never in it.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_JSON } from '../../src/services/account-data-zip';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { type Fixture, makeFixture, PDF, PNG } from '../security/fixture';

const REQUEST = 'mutation { requestDataExport { url expiresAt fileName } }';

/** Asks for the link as a role and downloads the ZIP: its JSON document and every file's bytes. */
async function exportOf(env: TestEnv, token: string | null) {
  const result = await env.gql<{ requestDataExport: { url: string; fileName: string; expiresAt: string } }>(
    REQUEST,
    {},
    token,
  );
  const link = result.data?.requestDataExport;
  if (!link) throw new Error(JSON.stringify(result.errors));
  const response = await env.http(link.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toContain(link.fileName);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = new TextDecoder().decode(files[DATA_EXPORT_JSON]);
  return { link, files, json, data: JSON.parse(json) as Record<string, unknown> };
}

/** Text no export may hold: the secrets' column names and a password hash; the account has no session version. */
function expectNoSecrets(json: string) {
  for (const secret of ['passwordHash', 'tokenHash', 'codeHash', '$argon2']) {
    expect(json).not.toContain(secret);
  }
  expect(Object.keys((JSON.parse(json) as { account: object }).account)).not.toContain('sessionVersion');
}

describe.each(drivers)('your data export on %s', (driver) => {
  let env: TestEnv;
  let f: Fixture;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    f = await makeFixture(env);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  });

  it('gives the applicant their account, application, own sections and files, and none of the co-applicant’s', async () => {
    const { data, files, json, link } = await exportOf(env, f.tokens.applicant);
    expect(link.fileName).toMatch(/^stairway-your-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(data.role).toBe('applicant');
    expect((data.account as { email: string }).email).toBe(f.applicant.email);
    expect((data.application as { id: string }).id).toBe(f.applicant.applicationId);
    expect(json).toContain('Corinthian Court');
    expect(json).toContain('Isle of Wight NHS Trust');
    expect(json).toContain('Nursery');
    // Their co-applicant: what the applicant entered (the name, the address), not the co-applicant's sections.
    expect((data.coApplicant as { email: string }).email).toBe(f.applicant.coApplicantEmail);
    expect(json).not.toContain('30 Newport Road');
    expect(json).not.toContain('AB123456C');
    expectNoSecrets(json);
    // The bank statement and the home photo, as files, at the paths the JSON names.
    const documents = data.documents as Array<{ file: string; fileName: string }>;
    expect(documents.map((d) => d.fileName)).toEqual(['march.pdf']);
    expect(Buffer.from(files[documents[0]?.file ?? ''] ?? [])).toEqual(PDF);
    const homes = data.homeSubmissions as Array<{ photos: Array<{ file: string }> }>;
    const photo = homes[0]?.photos[0]?.file ?? '';
    expect(photo).toMatch(/^files\/home-photos\//);
    expect(Buffer.from(files[photo] ?? [])).toEqual(PNG);
    expect(data.filesMissingFromStorage).toEqual([]);
  });

  it('gives the co-applicant their own sections, never the main applicant’s incomes, addresses or documents', async () => {
    const { data, json } = await exportOf(env, f.tokens.coApplicant);
    expect(data.role).toBe('coApplicant');
    expect((data.account as { email: string }).email).toBe(f.applicant.coApplicantEmail);
    expect(json).toContain('30 Newport Road');
    expect(json).toContain('AB123456C');
    expect((data.jointApplication as { id: string }).id).toBe(f.applicant.applicationId);
    expect(json).not.toContain('Corinthian Court');
    expect(json).not.toContain('Isle of Wight NHS Trust');
    expect(json).not.toContain('march.pdf');
    expect(json).not.toContain('Nursery');
    expect(json).not.toContain(f.applicant.email);
    expectNoSecrets(json);
  });

  it('gives the landlord their listings and photos, and another landlord nothing of theirs', async () => {
    const mine = await exportOf(env, f.tokens.landlord);
    expect((mine.data.account as { email: string }).email).toBe(f.landlord.email);
    const listings = mine.data.listings as Array<{ id: string; photos: Array<{ file: string }> }>;
    expect(listings.map((l) => l.id)).toEqual([f.landlord.listingId]);
    expect(Buffer.from(mine.files[listings[0]?.photos[0]?.file ?? ''] ?? [])).toEqual(PNG);
    expectNoSecrets(mine.json);
    const other = await exportOf(env, f.tokens.anotherLandlord);
    expect(other.json).not.toContain(f.landlord.listingId);
    expect(other.json).not.toContain(f.landlord.email);
  });

  it('gives an operator and a pipeline viewer their account and audit rows, without the password hash', async () => {
    const operator = await exportOf(env, f.tokens.operator);
    expect((operator.data.account as { email: string }).email).toBe(f.operator.email);
    expectNoSecrets(operator.json);
    const viewer = await exportOf(env, f.tokens.pipelineViewer);
    expect((viewer.data.account as { email: string }).email).toBe(f.pipelineViewer.email);
    expect(viewer.data.role).toBe('pipelineViewer');
    expectNoSecrets(viewer.json);
    expect(viewer.json).not.toContain(f.operator.email);
  });

  it('refuses the link to anyone not signed in, and a link that was altered', async () => {
    expect(errorOf(await env.gql(REQUEST, {})).code).toBe('UNAUTHENTICATED');
    const result = await env.gql<{ requestDataExport: { url: string } }>(REQUEST, {}, f.tokens.applicant);
    const url = new URL(result.data?.requestDataExport.url ?? '');
    const token = url.searchParams.get('token') ?? '';
    // Another person's id under the applicant's signature.
    const forged = token.replace(f.applicant.userId, crypto.randomUUID());
    url.searchParams.set('token', forged);
    expect((await env.http(url.toString())).status).toBe(403);
    expect((await env.http('/your-data/export?token=nonsense')).status).toBe(403);
  });

  it('stops the link working once the session that asked for it is signed out', async () => {
    const result = await env.gql<{ requestDataExport: { url: string } }>(
      REQUEST,
      {},
      f.tokens.anotherApplicant,
    );
    const url = result.data?.requestDataExport.url ?? '';
    expect((await env.http(url)).status).toBe(200);
    await env.gql('mutation { signOut { signedOutAt } }', {}, f.tokens.anotherApplicant);
    expect((await env.http(url)).status).toBe(403);
  });
});
