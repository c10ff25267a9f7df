/**
 * The landlord portal through real GraphQL requests (spec §7 "Landlord"): sign-up and sign-in with e-mailed
 * codes, listings with photos uploaded to the local signed URLs and checked by their bytes, address search,
 * estimates and the valuation e-mail, featured homes for applicants with views, and the role matrix
 * (anonymous, applicant, co-applicant, another landlord).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  landlordListingInput,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const SIGN_UP = `mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { email sent } }`;
const RESEND = `mutation ($input: ResendLandlordOtpCodeInput!) { resendLandlordOtpCode(input: $input) { email sent } }`;
const VERIFY = `mutation ($input: VerifyLandlordTokenInput!) {
  verifyLandlordToken(input: $input) { token landlord { id firstName lastName email emailVerified } } }`;
const LANDLORD = `query { landlord { id firstName lastName email emailVerified } }`;
const LISTING_FIELDS = `id price image published bedrooms bathrooms lat lng type summary displayAddress
  images { id url } estimatedRent postcode views addressLine1 postTown`;
const LISTINGS = `query { getLandlordListings { ${LISTING_FIELDS} } }`;
const DETAIL_FIELDS = LISTING_FIELDS.replace(' views', '');
const LISTING = `query ($input: GetLandlordListingInput!) { getLandlordListing(input: $input) { ${DETAIL_FIELDS} } }`;
const SAVE = `mutation ($input: CreateUpdateLandlordListingInput!) {
  createUpdateLandlordListing(input: $input) { ${LISTING_FIELDS} } }`;
const DELETE = `mutation ($input: DeleteLandlordListingInput!) { deleteLandlordListing(input: $input) { id } }`;
const DELETE_IMAGE = `mutation ($input: DeleteLandlordListingImageInput!) {
  deleteLandlordListingImage(input: $input) { id image images { id url } } }`;
const REORDER = `mutation ($input: ReorderLandlordListingImagesInput!) {
  reorderLandlordListingImages(input: $input) { id image images { id url } } }`;
const UPLOAD_URL = `mutation { getLandlordPreSignedUploadUrl { url key maxBytes contentTypes } }`;
const ADDRESS = `query ($input: GetLandlordAddressSearchInput!) { getLandlordAddressSearch(input: $input) {
  displayAddress postcode lat lng addressLine1 addressLine2 addressLine3 postTown country fullData } }`;
const ESTIMATE = `query ($input: GetEstimatedLandlordRentInput!) { getEstimatedLandlordRent(input: $input) {
  estimatedRent estimatedValue rentLow rentHigh valueLow valueHigh rentComparables valueComparables rentBasis
  valueBasis outcode localAuthority } }`;
const VALUATION = `mutation ($input: SendValuationEmailInput!) { sendValuationEmail(input: $input) {
  email estimate { estimatedRent } } }`;
const HOMES = `query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) {
  featured { id address askingPrice bedrooms rent imageUrl images description link locationApproximate } } }`;
const ADD_FAVOURITE = `mutation ($input: AddFavouriteInput!) { addFavourite(input: $input) {
  rentCompId listing { id featured address images } } }`;
const FAVOURITES = `query { getFavourites { rentCompId listing { id featured address images description } } }`;
const SUBMIT_LISTING = `mutation ($input: CreateHomeSubmissionWithListingInput!) {
  createHomeSubmissionWithListing(input: $input) {
    fromListing status askingPrice bedrooms type postcode addressLine1 listing { id featured } } }`;
const VIEW = `mutation ($input: CreateListingViewInput!) { createListingView(input: $input) { listingId counted } }`;

// Real images: a small PNG, and a JPEG larger than the display size (2400 x 1200 pixels).
const PNG = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 40, g: 120, b: 90 } },
})
  .png()
  .toBuffer();
const JPEG = await sharp({
  create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 180, b: 150 } },
})
  .jpeg()
  .toBuffer();
/** A JPEG's first bytes followed by nothing an image decoder can read: a file in disguise. */
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const listingInput = landlordListingInput;

type Listing = {
  id: string;
  image: string | null;
  images: Array<{ id: string; url: string }>;
  published: boolean;
  views: number;
  estimatedRent: number;
};

describe.each(drivers)('landlords on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => env?.close());

  const codeFor = (to: string) => {
    const text = env.emails.filter((m) => m.to === to).at(-1)?.text ?? '';
    const match = /(\d{3}) (\d{3})/.exec(text);
    return match ? `${match[1]}${match[2]}` : '';
  };
  async function ok<T>(result: Promise<GqlResult<T>>): Promise<T> {
    const { data, errors } = await result;
    if (!data || errors) throw new Error(JSON.stringify(errors));
    return data;
  }

  /** Signs a new landlord up and in. @returns their token, id and e-mail */
  async function landlord(firstName = 'Lena') {
    const email = uniqueEmail('landlord');
    await ok(env.gql(SIGN_UP, { input: { firstName, lastName: 'Okafor', email } }));
    const { verifyLandlordToken } = await ok(
      env.gql<{ verifyLandlordToken: { token: string; landlord: { id: string } } }>(VERIFY, {
        input: { email, code: codeFor(email) },
      }),
    );
    return { token: verifyLandlordToken.token, id: verifyLandlordToken.landlord.id, email };
  }

  async function uploadPhoto(token: string, bytes: Buffer = PNG, type = 'image/png') {
    const { getLandlordPreSignedUploadUrl: upload } = await ok(
      env.gql<{ getLandlordPreSignedUploadUrl: { url: string; key: string } }>(UPLOAD_URL, {}, token),
    );
    const put = await env.http(upload.url, {
      method: 'PUT',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBeLessThan(300);
    return upload.key;
  }

  const save = async (token: string, input: Record<string, unknown>) =>
    (await ok(env.gql<{ createUpdateLandlordListing: Listing }>(SAVE, { input }, token)))
      .createUpdateLandlordListing;

  it('signs up with a code e-mailed to the address, and signs in again with a new code', async () => {
    const email = uniqueEmail('landlord');
    const signedUp = await env.gql(SIGN_UP, {
      input: { firstName: 'Lena', lastName: 'Okafor', email: ` ${email.toUpperCase()} ` },
    });
    expect(signedUp).toEqual({ data: { landlordSignUp: { email, sent: true } } });
    const mail = env.emails.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toMatch(/^Your Stairway sign-in code: \d{3} \d{3}$/);
    expect(mail?.text).toContain('landlord account');
    expect(mail?.text).not.toContain('because you created a Stairway account');

    const wrong = await env.gql(VERIFY, {
      input: { email, code: codeFor(email) === '000000' ? '111111' : '000000' },
    });
    expect(errorOf(wrong)).toEqual({ code: 'TOKEN_INVALID', field: 'code' });
    expect(wrong.errors?.[0]?.extensions?.attemptsLeft).toBe(4);

    const verified = await ok(
      env.gql<{ verifyLandlordToken: { token: string; landlord: Record<string, unknown> } }>(VERIFY, {
        input: { email, code: codeFor(email) },
      }),
    );
    expect(verified.verifyLandlordToken.landlord).toMatchObject({
      firstName: 'Lena',
      lastName: 'Okafor',
      email,
      emailVerified: true,
    });
    const me = await ok(
      env.gql<{ landlord: { email: string } }>(LANDLORD, {}, verified.verifyLandlordToken.token),
    );
    expect(me.landlord.email).toBe(email);
    // A code works once.
    expect(errorOf(await env.gql(VERIFY, { input: { email, code: codeFor(email) } }))).toEqual({
      code: 'TOKEN_USED',
      field: 'code',
    });

    // Returning: "send me a code", then the code signs in.
    expect(await env.gql(RESEND, { input: { email } })).toEqual({
      data: { resendLandlordOtpCode: { email, sent: true } },
    });
    const again = await env.gql<{ verifyLandlordToken: { token: string } }>(VERIFY, {
      input: { email, code: codeFor(email) },
    });
    expect(again.data?.verifyLandlordToken.token).toBeTruthy();
  });

  it('answers the same for an unknown address and an existing one, without changing the account', async () => {
    const unknown = uniqueEmail('nobody');
    const before = env.emails.length;
    expect(await env.gql(RESEND, { input: { email: unknown } })).toEqual({
      data: { resendLandlordOtpCode: { email: unknown, sent: true } },
    });
    expect(env.emails.length).toBe(before);
    // As for a landlord after "send me a code": a wrong code with 4 tries left, not TOKEN_USED.
    expect(errorOf(await env.gql(VERIFY, { input: { email: unknown, code: '123456' } }))).toEqual({
      code: 'TOKEN_INVALID',
      field: 'code',
    });

    const { email, token } = await landlord('Lena');
    expect(await env.gql(SIGN_UP, { input: { firstName: 'Mallory', lastName: 'Other', email } })).toEqual({
      data: { landlordSignUp: { email, sent: true } },
    });
    expect(
      (await ok(env.gql<{ landlord: { firstName: string } }>(LANDLORD, {}, token))).landlord.firstName,
    ).toBe('Lena');
  });

  it('names the field of bad sign-up input', async () => {
    const result = await env.gql(SIGN_UP, { input: { firstName: 'Lena', lastName: '', email: 'x@y.com' } });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'lastName' });
    const bad = await env.gql(SIGN_UP, {
      input: { firstName: 'Lena', lastName: 'O', email: 'not-an-email' },
    });
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('creates a listing with two photos, the first the main one, publishes it, deletes a photo and the listing', async () => {
    const { token } = await landlord();
    const empty = await ok(env.gql<{ getLandlordListings: Listing[] }>(LISTINGS, {}, token));
    expect(empty.getLandlordListings).toEqual([]);

    const first = await uploadPhoto(token);
    const second = await uploadPhoto(token, JPEG, 'image/jpeg');
    const created = await save(token, listingInput({ images: [first, second] }));
    expect(created).toMatchObject({
      price: 290_000,
      published: false,
      bedrooms: 3,
      bathrooms: 1,
      type: 'SemiDetached',
      summary: 'A semi with a garden.',
      displayAddress: 'Test Road, Southampton, SO16',
      postcode: 'SO16 7AA',
      views: 0,
    });
    expect(created.images).toHaveLength(2);
    expect(created.image).toBe(created.images[0]?.url);
    // Southampton's 2019 3-bedroom rents brought to today (decision record 012): well above zero.
    expect(created.estimatedRent).toBeGreaterThan(900);
    expect(created.estimatedRent).toBeLessThan(2_500);
    const photo = await env.http(created.images[0]?.url ?? '');
    expect(photo.status).toBe(200);
    // Shown resized for display as home submission photos are (decision 024): WebP, never enlarged.
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
    const big = await env.http(created.images[1]?.url ?? '');
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    // A file that only starts like a JPEG cannot be decoded: refused, naming the photo.
    const fake = await uploadPhoto(token, FAKE_JPEG, 'image/jpeg');
    const refused = await env.gql(SAVE, { input: listingInput({ images: [fake] }) }, token);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'images.0' });

    const published = await save(token, listingInput({ id: created.id, published: true, images: [first] }));
    expect(published.published).toBe(true);
    expect(published.images).toHaveLength(2);

    const afterDelete = await ok(
      env.gql<{ deleteLandlordListingImage: Listing }>(
        DELETE_IMAGE,
        { input: { listingId: created.id, imageId: created.images[0]?.id } },
        token,
      ),
    );
    expect(afterDelete.deleteLandlordListingImage.images.map((i) => i.id)).toEqual([created.images[1]?.id]);
    expect(afterDelete.deleteLandlordListingImage.image).toBe(
      afterDelete.deleteLandlordListingImage.images[0]?.url,
    );

    const read = await ok(
      env.gql<{ getLandlordListing: Listing }>(LISTING, { input: { listingId: created.id } }, token),
    );
    expect(read.getLandlordListing.id).toBe(created.id);
    expect(read.getLandlordListing.images.map((i) => i.id)).toEqual([created.images[1]?.id]);
    // The detail variant has no views (spec §7 getLandlordListing); the list has them.
    const withViews = await env.gql(
      `query ($input: GetLandlordListingInput!) { getLandlordListing(input: $input) { id views } }`,
      { input: { listingId: created.id } },
      token,
    );
    expect(withViews.errors?.[0]?.message).toMatch(
      /Cannot query field "views" on type "LandlordListingDetail"/,
    );

    expect(await env.gql(DELETE, { input: { listingId: created.id } }, token)).toEqual({
      data: { deleteLandlordListing: { id: created.id } },
    });
    expect(errorOf(await env.gql(LISTING, { input: { listingId: created.id } }, token)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('puts the photos in a new order: the first is the main photo for the landlord and applicants', async () => {
    const owner = await landlord();
    const first = await uploadPhoto(owner.token);
    const second = await uploadPhoto(owner.token, JPEG, 'image/jpeg');
    const created = await save(owner.token, listingInput({ images: [first, second], published: true }));
    const [one, two] = created.images.map((i) => i.id) as [string, string];
    // A photo's URL is signed for an hour; its path names the stored file.
    const pathOf = (url: string | null | undefined) => new URL(url ?? '', 'http://x').pathname;
    const secondPath = pathOf(created.images[1]?.url);

    const reordered = await ok(
      env.gql<{ reorderLandlordListingImages: Listing }>(
        REORDER,
        { input: { listingId: created.id, imageIds: [two, one] } },
        owner.token,
      ),
    );
    expect(reordered.reorderLandlordListingImages.images.map((i) => i.id)).toEqual([two, one]);
    expect(pathOf(reordered.reorderLandlordListingImages.image)).toBe(secondPath);
    // Read back: the listing, the landlord's list and the featured home an applicant sees.
    const read = await ok(
      env.gql<{ getLandlordListing: Listing }>(LISTING, { input: { listingId: created.id } }, owner.token),
    );
    expect(read.getLandlordListing.images.map((i) => i.id)).toEqual([two, one]);
    const list = await ok(env.gql<{ getLandlordListings: Listing[] }>(LISTINGS, {}, owner.token));
    expect(pathOf(list.getLandlordListings.find((l) => l.id === created.id)?.image)).toBe(secondPath);
    const applicant = await signUp(env, { preferredLocations: ['SO16'] });
    const homes = await ok(
      env.gql<{ getHomesSelection: { featured: Array<{ id: string; imageUrl: string; images: string[] }> } }>(
        `query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { featured { id imageUrl images } } }`,
        { input: { postcodes: ['SO16'] } },
        applicant.token,
      ),
    );
    const home = homes.getHomesSelection.featured.find((h) => h.id === created.id);
    expect(home?.images.map(pathOf)).toEqual([secondPath, pathOf(created.images[0]?.url)]);
    expect(pathOf(home?.imageUrl)).toBe(secondPath);
    // New photos go after the others.
    const third = await uploadPhoto(owner.token);
    const added = await save(owner.token, listingInput({ id: created.id, images: [third] }));
    expect(added.images.map((i) => i.id).slice(0, 2)).toEqual([two, one]);
    expect(added.images).toHaveLength(3);

    // Refused, and nothing changes: a photo left out, one twice, one unknown, another landlord, an applicant.
    const three = added.images[2]?.id as string;
    const refuse = (imageIds: unknown, token = owner.token) =>
      env.gql(REORDER, { input: { listingId: created.id, imageIds } }, token);
    expect(errorOf(await refuse([one, two]))).toEqual({ code: 'BAD_USER_INPUT', field: 'imageIds' });
    expect(errorOf(await refuse([one, one, two]))).toEqual({ code: 'BAD_USER_INPUT', field: 'imageIds' });
    expect(errorOf(await refuse([one, two, crypto.randomUUID()]))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'imageIds',
    });
    const stranger = await landlord('Lola');
    expect(errorOf(await refuse([one, two, three], stranger.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await refuse([one, two, three], applicant.token)).code).toBe('FORBIDDEN');
    const after = await ok(
      env.gql<{ getLandlordListing: Listing }>(LISTING, { input: { listingId: created.id } }, owner.token),
    );
    expect(after.getLandlordListing.images.map((i) => i.id)).toEqual([two, one, three]);
  });

  it('checks photos by their bytes and names the field of every bad value', async () => {
    const { token } = await landlord();
    // The upload URL takes any document type (as a presigned S3 PUT takes anything); saving checks the bytes.
    const pdfKey = await uploadPhoto(token, PDF, 'application/pdf');
    const pdf = await env.gql(SAVE, { input: listingInput({ images: [pdfKey] }) }, token);
    expect(errorOf(pdf)).toEqual({ code: 'BAD_USER_INPUT', field: 'images.0' });
    expect(pdf.errors?.[0]?.message).toContain('JPEG, PNG or WebP');

    const { getLandlordPreSignedUploadUrl: notSent } = await ok(
      env.gql<{ getLandlordPreSignedUploadUrl: { key: string; maxBytes: number; contentTypes: string[] } }>(
        UPLOAD_URL,
        {},
        token,
      ),
    );
    expect(notSent.maxBytes).toBe(10 * 1024 * 1024);
    expect(notSent.contentTypes).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(errorOf(await env.gql(SAVE, { input: listingInput({ images: [notSent.key] }) }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'images.0',
    });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bedrooms: 11 }, 'bedrooms'],
      [{ bathrooms: -1 }, 'bathrooms'],
      [{ price: 10 }, 'price'],
      [{ summary: 'x'.repeat(2001) }, 'summary'],
      [{ postcode: 'SO16' }, 'postcode'],
      [{ postcode: 'ZE9 9XX' }, 'postcode'],
      [{ addressLine1: '' }, 'addressLine1'],
    ];
    for (const [override, field] of cases) {
      const result = await env.gql(SAVE, { input: listingInput(override) }, token);
      expect(errorOf(result), JSON.stringify(override)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(
      (await ok(env.gql<{ getLandlordListings: Listing[] }>(LISTINGS, {}, token))).getLandlordListings,
    ).toEqual([]);
  });

  it('searches addresses with the applicant’s index, and estimates rent and value with a range and its basis', async () => {
    const { token, email } = await landlord();
    const found = await ok(
      env.gql<{ getLandlordAddressSearch: Array<Record<string, unknown>> }>(
        ADDRESS,
        { input: { postcode: 'po37 6bu' } },
        token,
      ),
    );
    expect(found.getLandlordAddressSearch.length).toBeGreaterThan(0);
    expect(found.getLandlordAddressSearch[0]).toMatchObject({ postcode: 'PO37 6BU', postTown: 'SHANKLIN' });
    expect(found.getLandlordAddressSearch[0]?.displayAddress).toMatch(/Shanklin, PO37$/);
    expect(JSON.parse(String(found.getLandlordAddressSearch[0]?.fullData))).toMatchObject({
      postcode: 'PO37 6BU',
    });

    const input = { postcode: 'PO30 1AB', propertyType: 'Terraced', bedrooms: 2, bathrooms: 1 };
    const estimate = await ok(
      env.gql<{ getEstimatedLandlordRent: Record<string, unknown> }>(ESTIMATE, { input }, token),
    );
    // The calibrated estimator's figures and 80% interval (estimates.test.ts tests them in depth).
    const shown = estimate.getEstimatedLandlordRent as {
      estimatedRent: number;
      rentLow: number;
      rentHigh: number;
    };
    expect(estimate.getEstimatedLandlordRent).toMatchObject({
      outcode: 'PO30',
      localAuthority: 'Isle of Wight',
    });
    expect(shown.rentLow).toBeLessThanOrEqual(shown.estimatedRent);
    expect(shown.rentHigh).toBeGreaterThanOrEqual(shown.estimatedRent);
    expect(String(estimate.getEstimatedLandlordRent.rentBasis)).toContain('Isle of Wight');
    expect(String(estimate.getEstimatedLandlordRent.rentBasis)).toMatch(
      /^8 in 10 similar homes let for between/,
    );
    expect(errorOf(await env.gql(ESTIMATE, { input: { ...input, bedrooms: 11 } }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'bedrooms',
    });

    const sent = await ok(
      env.gql<{ sendValuationEmail: { email: string; estimate: { estimatedRent: number } } }>(
        VALUATION,
        { input: { ...input, address: '3 High Street, Newport' } },
        token,
      ),
    );
    expect(sent.sendValuationEmail).toEqual({ email, estimate: { estimatedRent: shown.estimatedRent } });
    const mail = env.emails.filter((m) => m.to === email).at(-1);
    const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
    expect(mail?.subject).toBe('Your rent and value estimate for 3 High Street, Newport');
    expect(mail?.text).toContain(`${money(shown.estimatedRent)} a month`);
    expect(mail?.text).toContain(`between ${money(shown.rentLow)} and ${money(shown.rentHigh)} a month`);
    expect(mail?.text).toContain('landlord account');
  });

  it('features published listings in an applicant’s districts, without the landlord, and counts views once a day', async () => {
    const owner = await landlord();
    const photo = await uploadPhoto(owner.token);
    const listing = await save(owner.token, listingInput({ images: [photo], published: true }));
    const hidden = await save(owner.token, listingInput({ addressLine1: '14 Test Road' }));
    const applicant = await signUp(env, { preferredLocations: ['SO16'] });

    const homes = await ok(
      env.gql<{ getHomesSelection: { featured: Array<Record<string, unknown>> } }>(
        HOMES,
        { input: { postcodes: ['SO16'] } },
        applicant.token,
      ),
    );
    const featured = homes.getHomesSelection.featured;
    expect(featured.map((h) => h.id)).toContain(listing.id);
    expect(featured.map((h) => h.id)).not.toContain(hidden.id);
    const home = featured.find((h) => h.id === listing.id);
    expect(home).toMatchObject({
      address: 'Test Road, Southampton, SO16',
      askingPrice: 290_000,
      bedrooms: 3,
      rent: listing.estimatedRent,
      description: 'A semi with a garden.',
      link: null,
      locationApproximate: true,
    });
    expect(home?.images).toHaveLength(1);
    expect(JSON.stringify(home)).not.toContain(owner.email);
    expect(JSON.stringify(home)).not.toContain('Okafor');
    // The search's filters apply to featured homes too: a 3-bedroom semi at £290,000.
    const featuredIds = async (filters: Record<string, unknown>) =>
      (
        await ok(
          env.gql<{ getHomesSelection: { featured: Array<{ id: string }> } }>(
            HOMES,
            { input: { postcodes: ['SO16'], ...filters } },
            applicant.token,
          ),
        )
      ).getHomesSelection.featured.map((h) => h.id);
    expect(await featuredIds({ bedrooms: '3+', maxPrice: 290_000, type: 'Semi detached' })).toContain(
      listing.id,
    );
    expect(await featuredIds({ bedrooms: '2' })).not.toContain(listing.id);
    expect(await featuredIds({ maxPrice: 289_999, sort: 'Lowest price' })).not.toContain(listing.id);
    expect(await featuredIds({ type: 'Flat' })).not.toContain(listing.id);

    expect(await env.gql(VIEW, { input: { listingId: listing.id } }, applicant.token)).toEqual({
      data: { createListingView: { listingId: listing.id, counted: true } },
    });
    expect(await env.gql(VIEW, { input: { listingId: listing.id } }, applicant.token)).toEqual({
      data: { createListingView: { listingId: listing.id, counted: false } },
    });
    const other = await signUp(env);
    await ok(env.gql(VIEW, { input: { listingId: listing.id } }, other.token));
    // An unpublished listing cannot be viewed.
    expect(errorOf(await env.gql(VIEW, { input: { listingId: hidden.id } }, applicant.token)).code).toBe(
      'NOT_FOUND',
    );
    const mine = await ok(env.gql<{ getLandlordListings: Listing[] }>(LISTINGS, {}, owner.token));
    expect(mine.getLandlordListings.find((l) => l.id === listing.id)?.views).toBe(2);
  });

  it('lets an applicant save and submit a published featured home, and refuses an unpublished one (decision 028)', async () => {
    const owner = await landlord();
    const photo = await uploadPhoto(owner.token);
    const listing = await save(owner.token, listingInput({ images: [photo], published: true }));
    const hidden = await save(owner.token, listingInput({ addressLine1: '16 Test Road' }));
    const applicant = await signUp(env, { preferredLocations: ['SO16'] });
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId));

    const saved = await ok(
      env.gql<{ addFavourite: { rentCompId: string; listing: Record<string, unknown> } }>(
        ADD_FAVOURITE,
        { input: { rentCompId: listing.id } },
        applicant.token,
      ),
    );
    expect(saved.addFavourite).toMatchObject({
      rentCompId: listing.id,
      listing: { id: listing.id, featured: true, address: 'Test Road, Southampton, SO16' },
    });
    expect(saved.addFavourite.listing.images).toHaveLength(1);
    const favourites = await ok(
      env.gql<{ getFavourites: Array<{ rentCompId: string; listing: Record<string, unknown> }> }>(
        FAVOURITES,
        {},
        applicant.token,
      ),
    );
    expect(favourites.getFavourites.map((f) => f.rentCompId)).toEqual([listing.id]);
    expect(JSON.stringify(favourites)).not.toContain(owner.email);
    expect(JSON.stringify(favourites)).not.toContain('Okafor');

    // Not published: neither saved nor submitted.
    expect(
      errorOf(await env.gql(ADD_FAVOURITE, { input: { rentCompId: hidden.id } }, applicant.token)).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(await env.gql(SUBMIT_LISTING, { input: { listingId: hidden.id } }, applicant.token)).code,
    ).toBe('NOT_FOUND');
    // Other roles cannot save it or submit it.
    for (const token of [undefined, owner.token]) {
      expect(
        errorOf(await env.gql(ADD_FAVOURITE, { input: { rentCompId: listing.id } }, token)).code,
      ).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect(
        errorOf(await env.gql(SUBMIT_LISTING, { input: { listingId: listing.id } }, token)).code,
      ).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }

    const submitted = await ok(
      env.gql<{ createHomeSubmissionWithListing: Record<string, unknown> }>(
        SUBMIT_LISTING,
        { input: { listingId: listing.id } },
        applicant.token,
      ),
    );
    expect(submitted.createHomeSubmissionWithListing).toMatchObject({
      fromListing: true,
      status: 'UnderReview',
      askingPrice: 290_000,
      bedrooms: 3,
      type: 'SemiDetached',
      postcode: 'SO16',
      listing: { id: listing.id, featured: true },
    });
    expect(JSON.stringify(submitted)).not.toContain('12 Test Road');
    expect(JSON.stringify(submitted)).not.toContain(owner.email);
    // The home submission rules hold: one home under review at a time.
    const other = await save(owner.token, listingInput({ addressLine1: '18 Test Road', published: true }));
    const second = await env.gql(SUBMIT_LISTING, { input: { listingId: other.id } }, applicant.token);
    expect(errorOf(second).code).toBe('HOME_SUBMISSION_REFUSED');
    expect(second.errors?.[0]?.extensions?.reason).toBe('HomeInReview');

    // Unpublished later: it leaves the favourites; deleted: the submission stays, from a listing.
    await save(owner.token, { ...listingInput(), id: listing.id, published: false });
    const after = await ok(
      env.gql<{ getFavourites: Array<{ rentCompId: string }> }>(FAVOURITES, {}, applicant.token),
    );
    expect(after.getFavourites).toEqual([]);
    await ok(env.gql(DELETE, { input: { listingId: listing.id } }, owner.token));
    const homes = await ok(
      env.gql<{ getUserHomeSubmissions: Array<{ fromListing: boolean; listing: unknown }> }>(
        `query { getUserHomeSubmissions { fromListing listing { id } } }`,
        {},
        applicant.token,
      ),
    );
    expect(homes.getUserHomeSubmissions).toEqual([{ fromListing: true, listing: null }]);
  });

  it('keeps each landlord’s listings and photos to themselves and refuses other roles', async () => {
    const owner = await landlord();
    const intruder = await landlord('Mallory');
    const photo = await uploadPhoto(owner.token);
    const listing = await save(owner.token, listingInput({ images: [photo] }));
    const applicant = await signUp(env);
    const coApplicantToken = await env.tokens.sign({
      kind: 'coApplicant',
      coApplicantId: crypto.randomUUID(),
    });

    // Another landlord: NOT_FOUND for reads and changes, and nothing changes.
    const asIntruder: Array<[string, Record<string, unknown>]> = [
      [LISTING, { input: { listingId: listing.id } }],
      [SAVE, { input: listingInput({ id: listing.id, price: 1_000_000 }) }],
      [DELETE, { input: { listingId: listing.id } }],
      [DELETE_IMAGE, { input: { listingId: listing.id, imageId: listing.images[0]?.id } }],
    ];
    for (const [query, variables] of asIntruder) {
      expect(errorOf(await env.gql(query, variables, intruder.token)).code, query).toBe('NOT_FOUND');
    }
    // Another landlord's photo key cannot be used.
    expect(
      errorOf(await env.gql(SAVE, { input: listingInput({ images: [photo] }) }, intruder.token)).code,
    ).toBe('NOT_FOUND');
    expect(
      (await ok(env.gql<{ getLandlordListings: Listing[] }>(LISTINGS, {}, intruder.token)))
        .getLandlordListings,
    ).toEqual([]);
    const still = await ok(
      env.gql<{ getLandlordListing: Listing & { price: number } }>(
        LISTING,
        { input: { listingId: listing.id } },
        owner.token,
      ),
    );
    expect(still.getLandlordListing).toMatchObject({ price: 290_000 });
    expect(still.getLandlordListing.images).toHaveLength(1);

    // Landlord operations: anonymous UNAUTHENTICATED, applicant and co-applicant FORBIDDEN.
    const landlordOnly: Array<[string, Record<string, unknown>]> = [
      [LANDLORD, {}],
      [LISTINGS, {}],
      [LISTING, { input: { listingId: listing.id } }],
      [SAVE, { input: listingInput() }],
      [DELETE, { input: { listingId: listing.id } }],
      [DELETE_IMAGE, { input: { listingId: listing.id, imageId: listing.images[0]?.id } }],
      [UPLOAD_URL, {}],
      [ADDRESS, { input: { postcode: 'PO37 6BU' } }],
      [ESTIMATE, { input: { postcode: 'PO30 1AB', propertyType: 'Flat', bedrooms: 1, bathrooms: 1 } }],
      [VALUATION, { input: { postcode: 'PO30 1AB', propertyType: 'Flat', bedrooms: 1, bathrooms: 1 } }],
    ];
    for (const [query, variables] of landlordOnly) {
      expect(errorOf(await env.gql(query, variables)).code, query).toBe('UNAUTHENTICATED');
      expect(errorOf(await env.gql(query, variables, applicant.token)).code, query).toBe('FORBIDDEN');
      expect(errorOf(await env.gql(query, variables, coApplicantToken)).code, query).toMatch(
        /^(FORBIDDEN|UNAUTHENTICATED)$/,
      );
    }
    // Applicant operations refuse landlord tokens.
    const applicantOnly: Array<[string, Record<string, unknown>]> = [
      [VIEW, { input: { listingId: listing.id } }],
      [HOMES, { input: { postcodes: ['SO16'] } }],
      ['query { me { user { id } } }', {}],
    ];
    for (const [query, variables] of applicantOnly) {
      expect(errorOf(await env.gql(query, variables, owner.token)).code, query).toBe('FORBIDDEN');
      expect(errorOf(await env.gql(query, variables)).code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a landlord token once the account is gone or its session version moved on', async () => {
    const { token, id } = await landlord();
    const { landlords } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await env.db.update(landlords).set({ sessionVersion: 1 }).where(eq(landlords.id, id));
    expect(errorOf(await env.gql(LANDLORD, {}, token)).code).toBe('UNAUTHENTICATED');
  });
});
