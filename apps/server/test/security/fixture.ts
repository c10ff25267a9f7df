/**
 * The people of the security suites, made once per database through the API and the services, as the API
 * tests make them: REAL accounts and REAL session tokens of every role, no forged tokens. The applicant ("A")
 * owns rows of every kind (an address, incomes, an expense, a bank statement, a home submission with a photo,
 * a payment session, a co-applicant who has signed up); the landlord owns a listing with a photo. The other
 * roles call operations with A's and the landlord's ids.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  completePersonalAndFinancial,
  type GqlResult,
  monthsAgo,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

/** The roles of the authorisation matrix. */
export const ROLES = [
  'anonymous',
  'applicant',
  'anotherApplicant',
  'coApplicant',
  'landlord',
  'anotherLandlord',
  'pipelineViewer',
  'operator',
] as const;
export type Role = (typeof ROLES)[number];

/** A real 1x1 PNG: accepted as an image by its bytes and decoded by sharp (home photos are resized). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF, accepted as a bank statement. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The ids and secrets of the people, which the operations' inputs are built from. */
export type Fixture = {
  tokens: Record<Role, string | null>;
  applicant: {
    userId: string;
    email: string;
    password: string;
    applicationId: string;
    addressId: string;
    incomeId: string;
    expenseId: string;
    documentId: string;
    /** An upload key of A's, a PDF PUT but not yet recorded as a document. */
    unrecordedKey: string;
    /** An upload key of A's, a PNG PUT but not yet recorded as a photo. */
    unrecordedPhotoKey: string;
    homeSubmissionId: string;
    /** A saved home (favourite) of A's: the pipeline's "home" (getPipelineDetails' homeId). */
    favouriteId: string;
    /** A saved search of A's. */
    savedSearchId: string;
    /** Another saved search of A's, for deleteSavedSearch (so the one updateSavedSearch names stays). */
    spareSavedSearchId: string;
    homeSubmissionImageId: string;
    paymentSessionId: string;
    coApplicantEmail: string;
  };
  landlord: { id: string; email: string; listingId: string; listingImageId: string; unrecordedKey: string };
  pipelineViewer: { email: string; password: string };
  operator: { email: string; password: string };
  /** The e-mail addresses of the applicants and the landlords (for checksums of their rows). */
  people: { userEmails: string[]; landlordEmails: string[] };
  /** A published listing of the seed (for favourites, views and submissions with a listing). */
  listingId: string;
  promoId: string;
  /** A draft promotion, never published: for operators only. */
  draftPromoId: string;
  /** An operator and a pipeline viewer the disable and enable calls act on. */
  spareOperatorId: string;
  spareViewerId: string;
};

/** Runs a request and returns its data, or throws with its errors. */
export async function ok<T>(
  env: TestEnv,
  query: string,
  variables: Record<string, unknown>,
  token?: string | null,
) {
  const result: GqlResult<T> = await env.gql<T>(query, variables, token);
  if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The last 6-digit code ("123 456") e-mailed to an address, without its space. */
function codeFor(env: TestEnv, to: string): string {
  const mail = env.emails.filter((m) => m.to === to).at(-1);
  const match = /(\d{3}) (\d{3})/.exec(`${mail?.subject ?? ''} ${mail?.text ?? ''}`);
  if (!match) throw new Error(`no code e-mailed to ${to}`);
  return `${match[1]}${match[2]}`;
}

/** PUTs bytes to an upload URL the server gave out. */
async function put(env: TestEnv, url: string, bytes: Buffer, contentType: string) {
  const response = await env.http(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  if (response.status >= 300) throw new Error(`upload refused: ${response.status}`);
}

/** Signs a new landlord up and in with the e-mailed code. */
async function newLandlord(env: TestEnv, firstName: string) {
  const email = uniqueEmail('landlord');
  await ok(env, 'mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { sent } }', {
    input: { firstName, lastName: 'Okafor', email },
  });
  const { verifyLandlordToken } = await ok<{
    verifyLandlordToken: { token: string; landlord: { id: string } };
  }>(
    env,
    'mutation ($input: VerifyLandlordTokenInput!) { verifyLandlordToken(input: $input) { token landlord { id } } }',
    { input: { email, code: codeFor(env, email) } },
  );
  return { token: verifyLandlordToken.token, id: verifyLandlordToken.landlord.id, email };
}

/** Answers a sandbox provider's hosted page (identity check or bank connection) as the person would. */
async function sandboxChoice(env: TestEnv, url: string, fields: Record<string, string>) {
  const response = await env.http(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The sandbox page ${url} answered ${response.status}`);
}

/** The id of the first listing of the seed (not a landlord's listing: other test files add and unpublish those). */
async function firstListingId(env: TestEnv): Promise<string> {
  const rows = await env.db.execute<{ id: string }>(
    sql`select id from listings where landlord_listing_id is null order by id limit 1`,
  );
  return String((rows.rows as Array<{ id: string }>)[0]?.id);
}

/** Makes every role's account and A's and the landlord's rows (about 40 requests). */
export async function makeFixture(env: TestEnv): Promise<Fixture> {
  const password = 'correct horse 42';
  const a = await signUp(env, { firstName: 'Amelia', password });
  const b = await signUp(env, { firstName: 'Bella', password });
  const call = <T>(query: string, variables: Record<string, unknown> = {}, token: string | null = a.token) =>
    ok<T>(env, query, variables, token);

  await completePersonalAndFinancial(env, a.token);
  const application = await call<{
    getApplication: {
      id: string;
      addresses: Array<{ id: string }>;
      incomes: Array<{ id: string; primary: boolean }>;
    };
  }>('query { getApplication { id addresses { id } incomes { id primary } } }');
  const addressId = application.getApplication.addresses[0]?.id ?? '';
  const incomeId = application.getApplication.incomes.find((income) => income.primary)?.id ?? '';
  const expense = await call<{ addUpdateUserExpense: { expense: { id: string } } }>(
    'mutation ($input: AddUpdateUserExpenseInput!) { addUpdateUserExpense(input: $input) { expense { id } } }',
    { input: { description: 'Nursery', amount: 300, type: 'Childcare' } },
  );

  // A bank statement (after skipping identity verification, which opens the step), and an upload left
  // unrecorded.
  await call('mutation { skipChecks { id } }');
  const uploadUrl = 'mutation { getPreSignedUploadUrl { url key } }';
  const first = (await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(uploadUrl))
    .getPreSignedUploadUrl;
  await put(env, first.url, PDF, 'application/pdf');
  const document = await call<{ uploadDocument: { document: { id: string } } }>(
    'mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { id } } }',
    { input: { key: first.key, fileName: 'march.pdf', documentType: 'BankStatement' } },
  );
  const second = (await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(uploadUrl))
    .getPreSignedUploadUrl;
  await put(env, second.url, PDF, 'application/pdf');

  // A home submission with a photo.
  const home = await call<{ createHomeSubmission: { id: string } }>(
    'mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { id } }',
    { input: { type: 'Flat', postcode: 'PO37 6BU' } },
  );
  const homeSubmissionId = home.createHomeSubmission.id;
  const photo = (await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(uploadUrl))
    .getPreSignedUploadUrl;
  await put(env, photo.url, PNG, 'image/png');
  const image = await call<{ addImageToHomeSubmission: { id: string } }>(
    'mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id } }',
    { input: { homeSubmissionId, key: photo.key } },
  );

  const sparePhoto = (await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(uploadUrl))
    .getPreSignedUploadUrl;
  await put(env, sparePhoto.url, PNG, 'image/png');

  const favourite = await call<{ addFavourite: { id: string } }>(
    'mutation ($input: AddFavouriteInput!) { addFavourite(input: $input) { id } }',
    { input: { rentCompId: await firstListingId(env) } },
  );

  const saveSearch = (name: string) =>
    call<{ saveSearch: { id: string } }>(
      'mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { id } }',
      { input: { name, criteria: { postcodes: ['SO16'] }, alertsEnabled: false } },
    );
  const savedSearch = await saveSearch('Homes in SO16');
  const spareSavedSearch = await saveSearch('Homes in SO16, to delete');

  // A checkout session of A's: the fee is asked once submitted, so A is marked submitted for the moment.
  const setSubmitted = (submitted: boolean) =>
    env.db.execute(sql`update user_applications set submitted = ${submitted} where user_id = ${a.userId}`);
  await setSubmitted(true);
  const payment = await call<{ getPaymentLink: { sessionId: string } }>(
    'query { getPaymentLink { sessionId } }',
  );
  await setSubmitted(false);

  // The co-applicant, signed up from their link.
  const coApplicantEmail = uniqueEmail('co');
  await call(
    'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { __typename } }',
    {
      input: { firstName: 'Ben', lastName: 'Carter', email: coApplicantEmail },
    },
  );
  await call('mutation { addCoApplicant { id } }');
  const link = env.emails.filter((m) => m.to === coApplicantEmail).at(-1)?.links?.[0] ?? '';
  const co = await call<{ coApplicantSignUp: { token: string } }>(
    'mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }',
    { input: { token: new URL(link).searchParams.get('token'), password: 'quiet harbour lantern' } },
    null,
  );
  // The co-applicant's identity check and bank connection, finished at the sandbox pages but not yet asked about,
  // so that their checkIdentityVerification and checkOpenBanking write, and their bank statements are open for
  // setDocumentManualUpload (a refusal for the selection must come before those writes).
  const coToken = co.coApplicantSignUp.token;
  await call(
    'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { __typename } }',
    {
      input: {
        dateOfBirth: '1991-07-15',
        nationality: 'British',
        nin: 'AB123456C',
        hasAdditionalIncome: false,
      },
    },
    coToken,
  );
  await call(
    'mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { __typename } }',
    {
      input: {
        addressLine1: '30 Newport Road',
        postCode: 'PO37 6BU',
        postTown: 'SHANKLIN',
        country: 'England',
        moveInDate: monthsAgo(48),
      },
    },
    coToken,
  );
  await call(
    'mutation ($input: GrantPermissionInput!) { grantPermission(input: $input) { __typename } }',
    { input: { hasGrantedPermission: true } },
    coToken,
  );
  const coIncome = await call<{ createUpdateIncome: { income: { id: string } } }>(
    'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }',
    {
      input: {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Teacher',
        employerName: 'Isle of Wight Council',
        baseGrossIncome: 30_000,
      },
    },
    coToken,
  );
  const coIdentity = await call<{ setIdentityVerificationRequested: { url: string } }>(
    'mutation { setIdentityVerificationRequested(input: {}) { url } }',
    {},
    coToken,
  );
  await sandboxChoice(env, coIdentity.setIdentityVerificationRequested.url, { outcome: 'pass' });
  const coBank = await call<{ setOpenBankingRequested: { url: string } }>(
    'mutation { setOpenBankingRequested(input: {}) { url } }',
    {},
    coToken,
  );
  await sandboxChoice(env, coBank.setOpenBankingRequested.url, {
    bank: 'Monzo',
    consent: 'yes',
    action: 'connect',
  });
  // Their main income is removed again (directly: the API keeps a main income), so that their createUpdateIncome
  // with A's income is answered NOT_FOUND (hidden), not "you already have a main income".
  await env.db.execute(sql`delete from incomes where id = ${coIncome.createUpdateIncome.income.id}`);

  // Landlords: the first owns a listing with a photo.
  const landlord = await newLandlord(env, 'Lena');
  const other = await newLandlord(env, 'Lola');
  const landlordUpload = 'mutation { getLandlordPreSignedUploadUrl { url key } }';
  const listingPhoto = (
    await call<{ getLandlordPreSignedUploadUrl: { url: string; key: string } }>(
      landlordUpload,
      {},
      landlord.token,
    )
  ).getLandlordPreSignedUploadUrl;
  await put(env, listingPhoto.url, PNG, 'image/png');
  const listing = await call<{ createUpdateLandlordListing: { id: string; images: Array<{ id: string }> } }>(
    'mutation ($input: CreateUpdateLandlordListingInput!) { createUpdateLandlordListing(input: $input) { id images { id } } }',
    {
      input: {
        addressLine1: '1 High Street',
        postTown: 'Southampton',
        postcode: 'SO16 3AA',
        type: 'Flat',
        bedrooms: 2,
        bathrooms: 1,
        price: 250_000,
        published: true,
        images: [listingPhoto.key],
      },
    },
    landlord.token,
  );
  const spare = (
    await call<{ getLandlordPreSignedUploadUrl: { url: string; key: string } }>(
      landlordUpload,
      {},
      landlord.token,
    )
  ).getLandlordPreSignedUploadUrl;
  await put(env, spare.url, PNG, 'image/png');

  // The pipeline viewer and the operator, added as `npm run ops` adds them, signed in through the API.
  const viewerEmail = uniqueEmail('viewer');
  const viewer = await addPipelineViewer(env.db, { email: viewerEmail, actor: 'authorisation-matrix' });
  const pipeline = await call<{ checkPipelinePassword: { token: string } }>(
    'mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }',
    { input: { email: viewerEmail, password: viewer.password } },
    null,
  );
  const operatorEmail = uniqueEmail('operator');
  const operator = await addOperator(env.db, { email: operatorEmail, actor: 'authorisation-matrix' });
  await call(
    'mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }',
    {
      input: { email: operatorEmail, password: operator.password },
    },
    null,
  );
  const signedIn = await call<{ verifyOperatorCode: { token: string } }>(
    'mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }',
    { input: { email: operatorEmail, code: codeFor(env, operatorEmail) } },
    null,
  );

  // A promotion of the fixture's own: the operations (and the bad-input suite's fuzzed `active` values) publish
  // and unpublish it, never the seeded one the file's other tests expect to be live.
  const promoId = `matrix-promotion-${crypto.randomUUID().slice(0, 8)}`;
  await env.db.execute(sql`
    insert into promotions (id, image, title, text, terms, active)
    values (${promoId}, '', 'Matrix promotion', 'A promotion the security suites act on.', '/promotions/x/terms', false)
  `);
  // It has ended (it was published once), so its terms are for anyone to read and applicants may mark it seen;
  // a draft never published is for operators only.
  await env.db.execute(sql`
    insert into audit_log (actor, action, subject_id, details)
    values ('authorisation-matrix', 'unpublish-promotion', ${promoId}, '{}'::jsonb)
  `);
  const draftPromoId = `matrix-draft-${crypto.randomUUID().slice(0, 8)}`;
  await env.db.execute(sql`
    insert into promotions (id, image, title, text, terms, active)
    values (${draftPromoId}, '', 'Matrix draft', 'A draft no one but operators reads.', '/promotions/x/terms', false)
  `);
  // Accounts the operator's disable and enable calls act on, so that the matrix's own stay signed in.
  const spareOperator = await addOperator(env.db, {
    email: uniqueEmail('spare-operator'),
    actor: 'authorisation-matrix',
  });
  const spareViewer = await addPipelineViewer(env.db, {
    email: uniqueEmail('spare-viewer'),
    actor: 'authorisation-matrix',
  });

  return {
    tokens: {
      anonymous: null,
      applicant: a.token,
      anotherApplicant: b.token,
      coApplicant: co.coApplicantSignUp.token,
      landlord: landlord.token,
      anotherLandlord: other.token,
      pipelineViewer: pipeline.checkPipelinePassword.token,
      operator: signedIn.verifyOperatorCode.token,
    },
    applicant: {
      userId: a.userId,
      email: String(a.input.email),
      password,
      applicationId: application.getApplication.id,
      addressId,
      incomeId,
      expenseId: expense.addUpdateUserExpense.expense.id,
      documentId: document.uploadDocument.document.id,
      unrecordedKey: second.key,
      unrecordedPhotoKey: sparePhoto.key,
      homeSubmissionId,
      favouriteId: favourite.addFavourite.id,
      savedSearchId: savedSearch.saveSearch.id,
      spareSavedSearchId: spareSavedSearch.saveSearch.id,
      homeSubmissionImageId: image.addImageToHomeSubmission.id,
      paymentSessionId: payment.getPaymentLink.sessionId,
      coApplicantEmail,
    },
    landlord: {
      id: landlord.id,
      email: landlord.email,
      listingId: listing.createUpdateLandlordListing.id,
      listingImageId: listing.createUpdateLandlordListing.images[0]?.id ?? crypto.randomUUID(),
      unrecordedKey: spare.key,
    },
    people: {
      userEmails: [String(a.input.email), String(b.input.email)],
      landlordEmails: [landlord.email, other.email],
    },
    pipelineViewer: { email: viewerEmail, password: viewer.password },
    operator: { email: operatorEmail, password: operator.password },
    listingId: await firstListingId(env),
    promoId,
    draftPromoId,
    spareOperatorId: spareOperator.operator.id,
    spareViewerId: spareViewer.id,
  };
}

/** The values as SQL string literals, comma-separated (they are the fixture's own e-mail addresses). */
function quoted(values: string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
}

/**
 * For each table, the condition that picks the fixture's people's rows (on PostgreSQL, where other test files
 * write to the same database at the same time, a checksum of whole tables would see their writes). Tables
 * missing here (settings, promotions, sandbox sessions, rate limits) hold no person's rows and are checked
 * whole on PGlite only, where the database is the test file's own.
 */
function scopes(f: Fixture): Record<string, string> {
  const users = `select id from users where email in (${quoted(f.people.userEmails)})`;
  const applications = `select id from user_applications where user_id in (${users})`;
  const landlords = `select id from landlords where email in (${quoted(f.people.landlordEmails)})`;
  const listings = `select id from landlord_listings where landlord_id in (${landlords})`;
  const subjects = [
    users,
    landlords,
    `select id from co_applicants where application_id in (${applications})`,
    `select id from operators where email = ${quoted([f.operator.email])}`,
    `select id from pipeline_viewers where email = ${quoted([f.pipelineViewer.email])}`,
  ]
    .map((query) => `select id::text from (${query}) s`)
    .join(' union ');
  const byApplication = `application_id in (${applications})`;
  return {
    users: `id in (${users})`,
    email_tokens: `user_id in (${users}) or co_applicant_id in (select id from co_applicants where ${byApplication})`,
    one_time_codes: `subject_id::text in (${subjects})`,
    user_applications: `user_id in (${users})`,
    co_applicants: byApplication,
    incomes: byApplication,
    user_addresses: byApplication,
    expenses: byApplication,
    verification_sessions: byApplication,
    payments: byApplication,
    applicant_documents: byApplication,
    favourites: byApplication,
    home_submissions: byApplication,
    home_submission_images: `home_submission_id in (select id from home_submissions where ${byApplication})`,
    promotion_views: `user_id in (${users})`,
    audit_log: `subject_id::text in (${subjects})`,
    operators: `email = ${quoted([f.operator.email])}`,
    pipeline_viewers: `email = ${quoted([f.pipelineViewer.email])}`,
    landlords: `id in (${landlords})`,
    landlord_listings: `landlord_id in (${landlords})`,
    landlord_listing_images: `listing_id in (${listings})`,
    listing_views: `listing_id in (${listings})`,
  };
}

/** The seeded reference data that no operation writes: thousands of rows, so only counted. */
const REFERENCE_TABLES = ['known_addresses', 'postcode_districts', 'listings'];

/**
 * The row count and an order-independent checksum (md5 of the sorted md5s of the rows' text) of each table,
 * in one statement. Whole tables on PGlite; on PostgreSQL (`scope` given) only the fixture's people's rows.
 * @param only the tables to include (default: every table of the public schema)
 */
export async function tableChecksums(
  env: TestEnv,
  options: { scope?: Fixture; only?: string[] } = {},
): Promise<Record<string, string>> {
  const tables = await env.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const where = options.scope ? scopes(options.scope) : null;
  const parts: string[] = [];
  for (const { table_name: name } of tables.rows as Array<{ table_name: string }>) {
    if (name.startsWith('__drizzle') || (options.only && !options.only.includes(name))) continue;
    if (where && !where[name]) continue;
    const filter = where ? ` where ${where[name]}` : '';
    parts.push(
      REFERENCE_TABLES.includes(name)
        ? `select '${name}' as name, count(*)::text as sum from "${name}"${filter}`
        : `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), ',' order by md5(t::text))), '') as sum from "${name}" t${filter}`,
    );
  }
  const result = await env.db.execute<{ name: string; sum: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(
    (result.rows as Array<{ name: string; sum: string }>).map((row) => [row.name, String(row.sum)]),
  );
}
