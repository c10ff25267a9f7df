/**
 * Photos shown outside their owner and the operators carry no metadata (ARCHITECTURE.md §5 "Investors never
 * see … an original upload"), through real GraphQL requests: an applicant's JPEG with EXIF GPS, a camera
 * make, free text, XMP and an ICC profile is added to a home that reaches the investor pipeline, and the
 * bytes behind `PipelineHome.imageUrl` have none of it; every stored display copy is clean; a landlord's
 * photo saved before display copies is never shown to applicants as uploaded; a promotion's image reaches
 * applicants and the public as its display copy, while operators still get the file as uploaded.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  homeSubmissionImages,
  landlordListingImages,
  operators,
  promotions,
  userApplications,
  users,
} from '../../src/db/schema';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  aSecondLater,
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  landlordListingInput,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
  uploadThroughSignedUrl,
} from '../helpers';

const MAKE = 'SecretCam';
const FREE_TEXT = 'Flat 3, 12 Secret Road: the back bedroom';
const XMP_TEXT = 'XMP note: spare key under the mat';
/** A phone photo: EXIF camera make and model, a free-text description and a GPS position; XMP; an ICC profile. */
const GPS_JPEG = await sharp({
  create: { width: 64, height: 48, channels: 3, background: { r: 140, g: 170, b: 100 } },
})
  .jpeg()
  .withExif({
    IFD0: { Make: MAKE, Model: 'X100', ImageDescription: FREE_TEXT },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '51/1 30/1 2634/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '0/1 7/1 3954/100',
    },
  })
  .withXmp(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${XMP_TEXT}</dc:description>` +
      '</rdf:Description></rdf:RDF></x:xmpmeta>',
  )
  .withIccProfile('p3')
  .toBuffer();

/** Fails unless the bytes are an image with no EXIF (so no GPS or make), no XMP, no ICC profile, no free text. */
async function expectNoMetadata(bytes: Buffer, what: string) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif, `${what}: EXIF`).toBeUndefined();
  expect(metadata.xmp, `${what}: XMP`).toBeUndefined();
  expect(metadata.icc, `${what}: ICC`).toBeUndefined();
  for (const text of [MAKE, 'X100', FREE_TEXT, 'Secret Road', XMP_TEXT, 'xmpmeta', 'Exif']) {
    expect(bytes.includes(text), `${what}: ${text}`).toBe(false);
  }
}

describe.each(drivers)('photo metadata outside the owner on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    // The photo really carries what the tests look for.
    const original = await sharp(GPS_JPEG).metadata();
    expect(original.exif).toBeDefined();
    expect(original.xmp).toBeDefined();
    expect(original.icc).toBeDefined();
    expect(GPS_JPEG.includes(MAKE) && GPS_JPEG.includes(FREE_TEXT)).toBe(true);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
  /** Gets an upload URL with the given mutation and PUTs the JPEG to it, as the browser does. */
  const upload = (token: string, mutation: string) =>
    uploadThroughSignedUrl(env, token, `mutation { ${mutation} { url key } }`, GPS_JPEG, 'image/jpeg');
  const bytesAt = async (url: string) => {
    const response = await env.http(url);
    expect(response.status, url).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  async function operatorToken() {
    const { operator } = await addOperator(env.db, {
      email: uniqueEmail('operator'),
      actor: 'metadata-test',
    });
    const [row] = await env.db
      .select()
      .from(operators)
      .where(eq(operators.id, operator?.id ?? ''));
    return env.tokens.sign({ kind: 'operator', operatorId: row?.id ?? '' }, row?.sessionVersion);
  }

  it('gives the investor the display copy of a submitted home’s photo: no GPS, make or free text', async () => {
    const applicant = await signUp(env);
    const { token } = applicant;
    await completePersonalAndFinancial(env, token);
    const [application] = await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId))
      .returning();
    const { createHomeSubmission: home } = await call<{ createHomeSubmission: { id: string } }>(
      'mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { id } }',
      {
        input: {
          type: 'Terraced',
          bedrooms: 2,
          ownership: 'Freehold',
          EPCRating: 'C',
          addressLine1: '12 High Street',
          postTown: 'SHANKLIN',
          postcode: 'po37 6bu',
          askingPrice: 180_000,
        },
      },
      token,
    );
    const key = await upload(token, 'getPreSignedUploadUrl');
    await call(
      'mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id } }',
      { input: { homeSubmissionId: home.id, key } },
      token,
    );
    await call(
      'mutation ($input: SubmitHomeSubmissionInput!) { submitHomeSubmission(input: $input) { id } }',
      { input: { homeSubmissionId: home.id } },
      token,
    );

    const email = uniqueEmail('investor');
    const added = await addPipelineViewer(env.db, { email, actor: 'metadata-test' });
    const { checkPipelinePassword } = await call<{ checkPipelinePassword: { token: string } }>(
      'mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }',
      { input: { email, password: added.password } },
      '',
    );
    const { getPipelineHomes } = await call<{
      getPipelineHomes: { homes: Array<{ id: string; imageUrl: string | null }> };
    }>(
      `query ($applicationId: ID) { getPipelineHomes(applicationId: $applicationId, source: Submitted) {
        homes { id imageUrl } } }`,
      { applicationId: application?.id },
      checkPipelinePassword.token,
    );
    const seen = getPipelineHomes.homes.find((h) => h.id === home.id);
    expect(seen?.imageUrl).toEqual(expect.any(String));
    const investorBytes = await bytesAt(seen?.imageUrl ?? '');
    expect(investorBytes.equals(GPS_JPEG)).toBe(false);
    expect((await sharp(investorBytes).metadata()).format).toBe('webp');
    await expectNoMetadata(investorBytes, 'the investor’s photo');

    // The stored display copy is clean; the original is kept as uploaded, for the applicant and the team only.
    const [image] = await env.db
      .select()
      .from(homeSubmissionImages)
      .where(eq(homeSubmissionImages.homeSubmissionId, home.id));
    const display = await env.storage.read(image?.displayStorageKey ?? '');
    await expectNoMetadata(Buffer.from(display ?? new Uint8Array()), 'the stored display copy');
    expect(Buffer.from((await env.storage.read(key)) ?? new Uint8Array()).equals(GPS_JPEG)).toBe(true);

    // A photo recorded before display copies existed is never signed for the investor.
    await env.db
      .update(homeSubmissionImages)
      .set({ displayStorageKey: null })
      .where(eq(homeSubmissionImages.homeSubmissionId, home.id));
    const again = await call<{ getPipelineHomes: { homes: Array<{ id: string; imageUrl: string | null }> } }>(
      `query ($applicationId: ID) { getPipelineHomes(applicationId: $applicationId, source: Submitted) {
        homes { id imageUrl } } }`,
      { applicationId: application?.id },
      checkPipelinePassword.token,
    );
    expect(again.getPipelineHomes.homes.find((h) => h.id === home.id)?.imageUrl).toBeNull();
  });

  it('never shows applicants a landlord’s photo as uploaded, only its clean display copy', async () => {
    const token = await landlordToken(env);
    const key = await upload(token, 'getLandlordPreSignedUploadUrl');
    const { createUpdateLandlordListing: listing } = await call<{
      createUpdateLandlordListing: { id: string };
    }>(
      'mutation ($input: CreateUpdateLandlordListingInput!) { createUpdateLandlordListing(input: $input) { id } }',
      {
        input: landlordListingInput({ images: [key], published: true }),
      },
      token,
    );
    const applicant = await signUp(env, { preferredLocations: ['SO16'] });
    const featured = async () =>
      (
        await call<{
          getHomesSelection: { featured: Array<{ id: string; imageUrl: string | null; images: string[] }> };
        }>(
          'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { featured { id imageUrl images } } }',
          { input: { postcodes: ['SO16'] } },
          applicant.token,
        )
      ).getHomesSelection.featured.find((home) => home.id === listing.id);

    const shown = await featured();
    expect(shown?.images).toHaveLength(1);
    await expectNoMetadata(await bytesAt(shown?.images[0] ?? ''), 'the featured photo');

    // A photo saved before display copies: the landlord still sees it, applicants do not get the upload.
    await env.db
      .update(landlordListingImages)
      .set({ displayStorageKey: null })
      .where(eq(landlordListingImages.listingId, listing.id));
    aSecondLater(env);
    const legacy = await featured();
    expect(legacy?.images).toEqual([]);
    for (const url of [legacy?.imageUrl, ...(legacy?.images ?? [])].filter((u): u is string => !!u)) {
      await expectNoMetadata(await bytesAt(url), 'a legacy featured photo');
    }
    const own = await call<{ getLandlordListing: { images: Array<{ url: string }> } }>(
      'query ($input: GetLandlordListingInput!) { getLandlordListing(input: $input) { images { url } } }',
      { input: { listingId: listing.id } },
      token,
    );
    expect((await bytesAt(own.getLandlordListing.images[0]?.url ?? '')).equals(GPS_JPEG)).toBe(true);
  });

  it('shows a promotion’s image to applicants and the public without metadata, and the upload to operators', async () => {
    const token = await operatorToken();
    const key = await upload(token, 'getPromotionImageUploadUrl');
    const { createPromotion } = await call<{ createPromotion: { id: string; imageUrl: string } }>(
      `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { id imageUrl } }`,
      {
        input: {
          title: 'Spring weekend',
          text: 'Book a viewing.',
          termsText: 'Open to applicants.',
          imageKey: key,
        },
      },
      token,
    );
    expect((await bytesAt(createPromotion.imageUrl)).equals(GPS_JPEG)).toBe(true);
    await call(
      'mutation ($input: SetPromotionActiveInput!) { setPromotionActive(input: $input) { id } }',
      { input: { promoId: createPromotion.id, active: true } },
      token,
    );

    const applicant = await signUp(env);
    await env.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.userId));
    const { getUnseenPromotions } = await call<{
      getUnseenPromotions: Array<{ id: string; imageUrl: string | null }>;
    }>('query { getUnseenPromotions { id imageUrl } }', {}, applicant.token);
    const unseen = getUnseenPromotions.find((p) => p.id === createPromotion.id);
    await expectNoMetadata(await bytesAt(unseen?.imageUrl ?? ''), 'the applicant’s promotion image');

    const { getPromotion } = await call<{ getPromotion: { imageUrl: string | null } }>(
      'query ($input: GetPromotionInput!) { getPromotion(input: $input) { imageUrl } }',
      { input: { promoId: createPromotion.id } },
      '',
    );
    await expectNoMetadata(await bytesAt(getPromotion.imageUrl ?? ''), 'the public promotion image');
    const [row] = await env.db.select().from(promotions).where(eq(promotions.id, createPromotion.id));
    expect(row?.imageKey).toBe(key);
  });
});
