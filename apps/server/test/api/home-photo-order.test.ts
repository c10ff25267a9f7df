/**
 * Through real GraphQL requests: a home's photos keep the order the applicant chose them in (a position given
 * at selection, however the uploads finish; the first is the main photo), the applicant can reorder them, and
 * a wrong file on the photos field names photos and the types allowed, never "PDF".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv, uploadThroughSignedUrl } from '../helpers';
import { FRONT, KITCHEN, makeJpeg } from '../test-photos';

const UPLOAD_URL = /* GraphQL */ `mutation { getPreSignedUploadUrl { url key } }`;
const CREATE = /* GraphQL */ `mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { id } }`;
const ADD_IMAGE = /* GraphQL */ `
  mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id position } }
`;
const REORDER = /* GraphQL */ `
  mutation ($input: ReorderHomeSubmissionImagesInput!) {
    reorderHomeSubmissionImages(input: $input) { id images { id position } }
  }
`;
const MINE = /* GraphQL */ `query { getUserHomeSubmissions { id imageUrl images { id url position } } }`;

type Mine = {
  getUserHomeSubmissions: Array<{ id: string; imageUrl: string; images: Array<{ id: string }> }>;
};

describe.each(drivers)('the order of a home’s photos on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function draftWithPhotos() {
    const { token } = await signUp(env);
    const created = await env.gql<{ createHomeSubmission: { id: string } }>(
      CREATE,
      { input: { type: 'Flat' } },
      token,
    );
    const homeId = created.data?.createHomeSubmission.id ?? '';
    const photos = [FRONT, KITCHEN, await makeJpeg('#27ae60', 44)];
    const keys = [];
    for (const photo of photos)
      keys.push(await uploadThroughSignedUrl(env, token, UPLOAD_URL, photo, 'image/jpeg'));
    return { token, homeId, keys };
  }

  const add = (token: string, input: Record<string, unknown>) =>
    env.gql<{ addImageToHomeSubmission: { id: string; position: number } }>(ADD_IMAGE, { input }, token);
  const imagesOf = async (token: string, homeId: string) => {
    const mine = await env.gql<Mine>(MINE, {}, token);
    return mine.data?.getUserHomeSubmissions.find((home) => home.id === homeId);
  };

  it('keeps the order the photos were chosen in, whatever order their uploads finish in', async () => {
    const { token, homeId, keys } = await draftWithPhotos();
    // Chosen first, second and third; recorded third, first, second.
    const third = await add(token, { homeSubmissionId: homeId, key: keys[2], position: 2 });
    const first = await add(token, { homeSubmissionId: homeId, key: keys[0], position: 0 });
    const second = await add(token, { homeSubmissionId: homeId, key: keys[1], position: 1 });
    const ids = [first, second, third].map((r) => r.data?.addImageToHomeSubmission.id);
    const home = await imagesOf(token, homeId);
    expect(home?.images.map((image) => image.id)).toEqual(ids);
    // The main photo is the first chosen: its display copy, at the same path as images[0]'s.
    const pathOf = (url: string | undefined) => new URL(url ?? '', 'http://x').pathname;
    expect(pathOf(home?.imageUrl)).toBe(pathOf((home?.images[0] as { url?: string } | undefined)?.url));
  });

  it('puts a photo given no place after the others, and reorders them; the order is shown on reading again', async () => {
    const { token, homeId, keys } = await draftWithPhotos();
    const a = (await add(token, { homeSubmissionId: homeId, key: keys[0] })).data?.addImageToHomeSubmission;
    const b = (await add(token, { homeSubmissionId: homeId, key: keys[1] })).data?.addImageToHomeSubmission;
    const c = (await add(token, { homeSubmissionId: homeId, key: keys[2] })).data?.addImageToHomeSubmission;
    expect([a?.position, b?.position, c?.position]).toEqual([0, 1, 2]);

    const reordered = await env.gql<{ reorderHomeSubmissionImages: { images: Array<{ id: string }> } }>(
      REORDER,
      { input: { homeSubmissionId: homeId, imageIds: [c?.id, a?.id, b?.id] } },
      token,
    );
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data?.reorderHomeSubmissionImages.images.map((i) => i.id)).toEqual([
      c?.id,
      a?.id,
      b?.id,
    ]);
    expect((await imagesOf(token, homeId))?.images.map((i) => i.id)).toEqual([c?.id, a?.id, b?.id]);

    // Not every photo, or one twice: refused, naming imageIds; someone else's home: not found.
    const partial = await env.gql(
      REORDER,
      { input: { homeSubmissionId: homeId, imageIds: [a?.id, b?.id] } },
      token,
    );
    expect(errorOf(partial)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageIds' });
    const twice = await env.gql(
      REORDER,
      { input: { homeSubmissionId: homeId, imageIds: [a?.id, a?.id, b?.id] } },
      token,
    );
    expect(errorOf(twice)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageIds' });
    const other = await signUp(env);
    const theirs = await env.gql(
      REORDER,
      { input: { homeSubmissionId: homeId, imageIds: [c?.id, a?.id, b?.id] } },
      other.token,
    );
    expect(errorOf(theirs).code).toBe('NOT_FOUND');
  });

  it('refuses a file that is not a photo on the photos field, naming photos and the types allowed', async () => {
    const { token, homeId } = await draftWithPhotos();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type/Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
    const key = await uploadThroughSignedUrl(env, token, UPLOAD_URL, pdf, 'application/pdf');
    const refused = await add(token, { homeSubmissionId: homeId, key });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'key' });
    const message = refused.errors?.[0]?.message ?? '';
    expect(message).toContain('photo');
    expect(message).toContain('JPEG, PNG or WebP');
    expect(message).not.toContain('PDF');
  });
});
