/**
 * Bank statements (spec §4 step 7; spec §7 getPreSignedUploadUrl, setDocumentManualUpload, uploadDocument,
 * deleteDocument, getApplicantDocuments, sendOpenBankingLink, setOpenBankingRequested, checkOpenBanking)
 * through real GraphQL requests, with files PUT to the local signed upload URLs and the sandbox open
 * banking page completed over HTTP through the app's fetch handler. Ends with an application that skipped
 * identity verification and is submitted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  type GqlResult,
  signUp,
  type TestEnv,
} from '../helpers';

/** The largest document, 20 MB (ARCHITECTURE.md §5): 20 x 1,024 x 1,024 bytes. */
const TWENTY_MB = 20_971_520;

const FIELDS = /* GraphQL */ `
  id submitted documentsUploaded bankStatementsManualUpload openBankingRequested openBankingConnected
  openBankingStatus openBankingBankName progress nextStep { kind id path } steps { id status }
`;
const GET = /* GraphQL */ `query { getApplication { ${FIELDS} } }`;
const DOCUMENT_FIELDS = 'id url type documentType displayName fileName size dateUploaded';
const LIST = /* GraphQL */ `query { getApplicantDocuments { ${DOCUMENT_FIELDS} } }`;
const UPLOAD_URL = /* GraphQL */ `mutation { getPreSignedUploadUrl { url key method expiresAt maxBytes contentTypes } }`;
const UPLOAD = /* GraphQL */ `
  mutation ($input: UploadDocumentInput!) {
    uploadDocument(input: $input) { document { ${DOCUMENT_FIELDS} } application { ${FIELDS} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteDocumentInput!) { deleteDocument(input: $input) { id application { ${FIELDS} } } }
`;
const MANUAL = /* GraphQL */ `
  mutation ($input: SetDocumentManualUploadInput!) { setDocumentManualUpload(input: $input) { ${FIELDS} } }
`;
const OB_REQUESTED = /* GraphQL */ `
  mutation ($input: SetOpenBankingRequestedInput!) {
    setOpenBankingRequested(input: $input) { url sentTo application { ${FIELDS} } }
  }
`;
const OB_SEND = /* GraphQL */ `
  mutation ($input: SendOpenBankingLinkInput!) {
    sendOpenBankingLink(input: $input) { url sentTo application { ${FIELDS} } }
  }
`;
const OB_CHECK = /* GraphQL */ `mutation { checkOpenBanking { ${FIELDS} } }`;
const SKIP = /* GraphQL */ `mutation { skipChecks { id } }`;
const SUBMIT = /* GraphQL */ `mutation { submitApplication { id submitted nextStep { kind } } }`;

type Application = {
  id: string;
  submitted: boolean;
  documentsUploaded: boolean;
  bankStatementsManualUpload: boolean;
  openBankingRequested: boolean;
  openBankingConnected: boolean;
  openBankingStatus: string;
  openBankingBankName: string | null;
  progress: number;
  nextStep: { kind: string; id: string | null; path: string | null };
  steps: Array<{ id: string; status: string }>;
};
type ApplicantDocument = {
  id: string;
  url: string;
  type: string;
  documentType: string;
  displayName: string;
  fileName: string;
  size: number;
  dateUploaded: string;
};
type Upload = {
  url: string;
  key: string;
  method: string;
  expiresAt: string;
  maxBytes: number;
  contentTypes: string[];
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
/** A real 1x1 PNG, decoded by sharp. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG signature with garbage after it: recognised by its first bytes, refused by the decoder. */
const FAKE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
/** A PDF header with garbage after it: recognised by its first bytes, refused by the PDF parser. */
const FAKE_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

const errorOf = (result: GqlResult<unknown>) => {
  const extensions = result.errors?.[0]?.extensions ?? {};
  return { code: extensions.code, field: extensions.field };
};
const stepStatus = (application: Application, id: string) =>
  application.steps.find((s) => s.id === id)?.status;

describe.each(drivers)('bank statements on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }
  const getApplication = async (token: string) =>
    (await call<{ getApplication: Application }>(GET, {}, token)).getApplication;
  const listDocuments = async (token: string) =>
    (await call<{ getApplicantDocuments: ApplicantDocument[] }>(LIST, {}, token)).getApplicantDocuments;
  const uploadUrl = async (token: string) =>
    (await call<{ getPreSignedUploadUrl: Upload }>(UPLOAD_URL, {}, token)).getPreSignedUploadUrl;

  /** PUTs bytes to an upload URL, as the browser does. */
  const put = (
    url: string,
    body: BodyInit,
    contentType = 'application/pdf',
    headers: Record<string, string> = {},
  ) => env.http(url, { method: 'PUT', headers: { 'content-type': contentType, ...headers }, body });

  /** An applicant whose bank statements step is open: sections done and identity verification skipped. */
  async function readyApplicant() {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    await call(SKIP, {}, applicant.token);
    return applicant;
  }

  /** Uploads bytes and records them as a document. */
  async function addDocument(
    token: string,
    body: BodyInit,
    contentType: string,
    input: Record<string, unknown>,
  ) {
    const upload = await uploadUrl(token);
    expect((await put(upload.url, body, contentType)).status).toBe(200);
    return call<{ uploadDocument: { document: ApplicantDocument; application: Application } }>(
      UPLOAD,
      { input: { key: upload.key, ...input } },
      token,
    );
  }

  describe('manual upload', () => {
    it('uploads a statement through the signed URL, records it and completes the step', async () => {
      const { token } = await readyApplicant();
      expect(await listDocuments(token)).toEqual([]);
      const upload = await uploadUrl(token);
      expect(upload).toMatchObject({
        method: 'PUT',
        maxBytes: TWENTY_MB,
        contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      });
      expect(upload.key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
      expect(upload.url).toMatch(
        new RegExp(
          `^http://localhost:3000/uploads/${upload.key.replace('.', '\\.')}\\?expires=\\d+&signature=`,
        ),
      );

      const manual = await call<{ setDocumentManualUpload: Application }>(
        MANUAL,
        { input: { bankStatementsManualUpload: true } },
        token,
      );
      expect(manual.setDocumentManualUpload.bankStatementsManualUpload).toBe(true);

      const response = await put(upload.url, PDF);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        key: upload.key,
        size: PDF.length,
        contentType: 'application/pdf',
      });

      const { uploadDocument } = await call<{
        uploadDocument: { document: ApplicantDocument; application: Application };
      }>(
        UPLOAD,
        {
          input: {
            key: upload.key,
            fileName: 'C:\\scans\\March_2026-statement.pdf',
            documentType: 'BankStatement',
          },
        },
        token,
      );
      expect(uploadDocument.document).toMatchObject({
        type: 'application/pdf',
        documentType: 'BankStatement',
        displayName: 'March 2026 statement',
        fileName: 'March_2026-statement.pdf',
        size: PDF.length,
      });
      expect(Date.now() - new Date(uploadDocument.document.dateUploaded).getTime()).toBeLessThan(60_000);
      // One statement is not enough: the step needs one for each of the last 3 months.
      expect(uploadDocument.application).toMatchObject({
        documentsUploaded: false,
        bankStatementsManualUpload: true,
        nextStep: { kind: 'Step', id: 'applicant-bank-statements' },
      });
      expect(stepStatus(uploadDocument.application, 'applicant-bank-statements')).toBe('Todo');
      await addDocument(token, PDF, 'application/pdf', {
        fileName: 'april.pdf',
        documentType: 'BankStatement',
      });
      const third = await addDocument(token, PDF, 'application/pdf', {
        fileName: 'may.pdf',
        documentType: 'BankStatement',
      });
      expect(third.uploadDocument.application).toMatchObject({
        documentsUploaded: true,
        bankStatementsManualUpload: true,
        progress: 100,
        nextStep: { kind: 'ReadyToSubmit' },
      });
      expect(stepStatus(third.uploadDocument.application, 'applicant-bank-statements')).toBe('Done');

      // The document's signed link shows the file.
      const file = await env.http(uploadDocument.document.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('March_2026-statement.pdf');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

      // A key is recorded once; a second PUT to the same URL is refused.
      const twice = await env.gql(
        UPLOAD,
        { input: { key: upload.key, fileName: 'x.pdf', documentType: 'Tax' } },
        token,
      );
      expect(errorOf(twice).code).toBe('CONFLICT');
      expect((await put(upload.url, PDF)).status).toBe(409);
    });

    it('lists documents newest first and deletes them; documentsUploaded follows the bank statements', async () => {
      const { token } = await readyApplicant();
      for (const month of ['february', 'march']) {
        await addDocument(token, PDF, 'application/pdf', {
          fileName: `${month}.pdf`,
          documentType: 'BankStatement',
        });
      }
      const statement = await addDocument(token, PDF, 'application/pdf', {
        fileName: 'april.pdf',
        documentType: 'BankStatement',
        displayName: 'April statement',
      });
      expect(statement.uploadDocument.application.documentsUploaded).toBe(true);
      const payslip = await addDocument(token, PNG, 'image/png', {
        fileName: 'payslip.png',
        documentType: 'Payslip',
      });
      expect(payslip.uploadDocument.document).toMatchObject({ type: 'image/png', displayName: 'payslip' });
      const listed = await listDocuments(token);
      expect(listed.map((d) => d.displayName)).toEqual(['payslip', 'April statement', 'march', 'february']);

      const deleted = await call<{ deleteDocument: { id: string; application: Application } }>(
        DELETE,
        { input: { id: statement.uploadDocument.document.id } },
        token,
      );
      expect(deleted.deleteDocument.id).toBe(statement.uploadDocument.document.id);
      expect(deleted.deleteDocument.application.documentsUploaded).toBe(false);
      expect(stepStatus(deleted.deleteDocument.application, 'applicant-bank-statements')).toBe('Todo');
      expect((await listDocuments(token)).map((d) => d.displayName)).toEqual([
        'payslip',
        'march',
        'february',
      ]);
      // The file is gone too.
      expect((await env.http(statement.uploadDocument.document.url)).status).toBe(404);
      const again = await env.gql(DELETE, { input: { id: statement.uploadDocument.document.id } }, token);
      expect(errorOf(again).code).toBe('NOT_FOUND');
      // Two statements and a payslip do not complete bank statements.
      expect((await getApplication(token)).documentsUploaded).toBe(false);
    });

    it('refuses uploads of the wrong type or size, empty ones, and expired or forged URLs', async () => {
      const { token } = await readyApplicant();
      const upload = await uploadUrl(token);
      const refusals: Array<[Response, number, string]> = [
        [await put(upload.url, HTML, 'text/html'), 415, 'UNSUPPORTED_TYPE'],
        [await put(upload.url, HTML, 'application/pdf'), 415, 'UNSUPPORTED_TYPE'],
        [await put(upload.url, PNG, 'image/jpeg'), 415, 'UNSUPPORTED_TYPE'],
        [await put(upload.url, new Uint8Array(), 'application/pdf'), 400, 'EMPTY'],
        [
          await put(upload.url, PDF, 'application/pdf', { 'content-length': String(TWENTY_MB + 1) }),
          413,
          'TOO_LARGE',
        ],
        [
          await put(upload.url, Buffer.concat([PDF, Buffer.alloc(TWENTY_MB)]), 'application/pdf'),
          413,
          'TOO_LARGE',
        ],
        [await put(upload.url.replace(/signature=[^&]+/, 'signature=forged'), PDF), 403, 'SIGNATURE_INVALID'],
        [await put(upload.url.replace(/expires=\d+/, 'expires=9999999999'), PDF), 403, 'SIGNATURE_INVALID'],
        [await put(upload.url.replace(upload.key.slice(0, 4), 'AAAA'), PDF), 403, 'SIGNATURE_INVALID'],
        [
          await put(await env.storage.createUploadUrl(upload.key, { expiresInSeconds: -1 }), PDF),
          403,
          'URL_EXPIRED',
        ],
      ];
      for (const [response, status, code] of refusals) {
        expect(response.status).toBe(status);
        expect(((await response.json()) as { code: string }).code).toBe(code);
      }
      expect((await env.http('/uploads/..%2F..%2Fjwt-secret', { method: 'PUT', body: PDF })).status).toBe(
        404,
      );
      // Nothing was stored, so there is nothing to record.
      const result = await env.gql(
        UPLOAD,
        { input: { key: upload.key, fileName: 'a.pdf', documentType: 'BankStatement' } },
        token,
      );
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'key' });
      expect(result.errors?.[0]?.message).toMatch(/^We haven’t received this file: choose it again/);
      expect(fs.readdirSync(env.config.uploadsDir).filter((f) => !f.startsWith('.'))).not.toContain(
        upload.key,
      );
      // The URL still works for a good file.
      expect((await put(upload.url, PDF)).status).toBe(200);
    });

    it('checks the stored file again when recording it, and deletes one that is not allowed', async () => {
      const { token } = await readyApplicant();
      // As with S3, where a presigned PUT cannot check anything: store the bytes directly.
      const cases: Array<[Buffer, RegExp]> = [
        [HTML, /choose a PDF, JPEG, PNG or WebP file/],
        [Buffer.concat([PDF, Buffer.alloc(TWENTY_MB)]), /files can be up to 20 MB/],
        [FAKE_PDF, /can’t be opened as a PDF/],
        [FAKE_PNG, /can’t be opened as an image/],
      ];
      for (const [bytes, message] of cases) {
        const { key } = await uploadUrl(token);
        fs.mkdirSync(env.config.uploadsDir, { recursive: true });
        fs.writeFileSync(path.join(env.config.uploadsDir, key), bytes);
        fs.writeFileSync(
          path.join(env.config.uploadsDir, `${key}.json`),
          JSON.stringify({
            contentType: 'application/pdf',
            size: bytes.length,
            uploadedAt: new Date().toISOString(),
          }),
        );
        const result = await env.gql(
          UPLOAD,
          { input: { key, fileName: 'statement.pdf', documentType: 'BankStatement' } },
          token,
        );
        expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'key' });
        expect(result.errors?.[0]?.message).toMatch(message);
        expect(fs.existsSync(path.join(env.config.uploadsDir, key))).toBe(false);
      }
      expect(await listDocuments(token)).toEqual([]);
      expect((await getApplication(token)).documentsUploaded).toBe(false);
    });

    it('refuses bad input naming the field', async () => {
      const { token } = await readyApplicant();
      const { key } = await uploadUrl(token);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ key: '../../etc/passwd', fileName: 'a.pdf', documentType: 'BankStatement' }, 'key'],
        [{ key, fileName: '  ', documentType: 'BankStatement' }, 'fileName'],
        [{ key, fileName: 'a.pdf', documentType: 'Other', displayName: 'x'.repeat(101) }, 'displayName'],
      ];
      for (const [input, field] of cases) {
        const result = await env.gql(UPLOAD, { input }, token);
        expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      // A document type outside the set is refused by GraphQL itself (the DocumentType enum), naming the field.
      const documentType = await env.gql(
        UPLOAD,
        { input: { key, fileName: 'a.pdf', documentType: 'Passport' } },
        token,
      );
      expect(documentType.data ?? null).toBeNull();
      expect(documentType.errors?.[0]?.message).toContain('"input.documentType"');
      expect(documentType.errors?.[0]?.message).toContain('"DocumentType" enum');
      expect(errorOf(await env.gql(DELETE, { input: { id: 'nope' } }, token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    });

    it('is locked until identity verification is done or skipped', async () => {
      const { token } = await signUp(env);
      await completePersonalAndFinancial(env, token);
      const upload = await uploadUrl(token);
      expect((await put(upload.url, PDF)).status).toBe(200);
      const attempts: Array<[string, Record<string, unknown>]> = [
        [UPLOAD, { input: { key: upload.key, fileName: 'a.pdf', documentType: 'BankStatement' } }],
        [MANUAL, { input: { bankStatementsManualUpload: true } }],
        [OB_REQUESTED, { input: {} }],
        [OB_SEND, { input: {} }],
      ];
      for (const [query, variables] of attempts) {
        const result = await env.gql(query, variables, token);
        expect(errorOf(result).code, query).toBe('STEP_LOCKED');
        expect(result.errors?.[0]?.extensions?.nextStep).toMatchObject({
          id: 'applicant-identity-verification',
        });
      }
      expect(await getApplication(token)).toMatchObject({
        documentsUploaded: false,
        bankStatementsManualUpload: false,
        openBankingRequested: false,
      });
    });

    it('keeps each applicant’s documents their own; anonymous callers are refused', async () => {
      const alice = await readyApplicant();
      const bob = await readyApplicant();
      const added = await addDocument(alice.token, PDF, 'application/pdf', {
        fileName: 'alice.pdf',
        documentType: 'BankStatement',
      });
      const aliceBefore = await getApplication(alice.token);

      // Bob cannot record Alice's upload key, see her documents or delete them.
      const aliceUpload = await uploadUrl(alice.token);
      expect((await put(aliceUpload.url, PDF)).status).toBe(200);
      const stolen = await env.gql(
        UPLOAD,
        { input: { key: aliceUpload.key, fileName: 'x.pdf', documentType: 'BankStatement' } },
        bob.token,
      );
      expect(errorOf(stolen).code).toBe('NOT_FOUND');
      expect(await listDocuments(bob.token)).toEqual([]);
      const deleted = await env.gql(DELETE, { input: { id: added.uploadDocument.document.id } }, bob.token);
      expect(errorOf(deleted).code).toBe('NOT_FOUND');
      expect((await getApplication(bob.token)).documentsUploaded).toBe(false);
      expect(await getApplication(alice.token)).toEqual(aliceBefore);
      expect((await listDocuments(alice.token)).map((d) => d.id)).toEqual([added.uploadDocument.document.id]);

      for (const [query, variables] of [
        [LIST, {}],
        [UPLOAD_URL, {}],
        [UPLOAD, { input: { key: aliceUpload.key, fileName: 'x.pdf', documentType: 'BankStatement' } }],
        [DELETE, { input: { id: added.uploadDocument.document.id } }],
        [MANUAL, { input: { bankStatementsManualUpload: true } }],
        [OB_REQUESTED, { input: {} }],
        [OB_SEND, { input: {} }],
        [OB_CHECK, {}],
      ] as const) {
        expect(errorOf(await env.gql(query, variables)).code, query).toBe('UNAUTHENTICATED');
      }
      expect((await listDocuments(alice.token)).length).toBe(1);
    });
  });

  describe('open banking', () => {
    it('connects a bank through the sandbox hosted flow; cancelling lets the applicant start again', async () => {
      const { token, input } = await readyApplicant();
      const first = await call<{ setOpenBankingRequested: { url: string; application: Application } }>(
        OB_REQUESTED,
        { input: {} },
        token,
      );
      const url = first.setOpenBankingRequested.url;
      expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/open-banking\/[A-Za-z0-9_-]{32}$/);
      expect(first.setOpenBankingRequested.application).toMatchObject({
        openBankingRequested: true,
        openBankingConnected: false,
        openBankingStatus: 'Pending',
      });
      const page = await (await env.http(url)).text();
      expect(page).toContain('Sandbox open banking — no real bank is connected');
      for (const bank of [
        'Barclays',
        'HSBC UK',
        'Lloyds Bank',
        'Monzo',
        'Nationwide',
        'NatWest',
        'Santander UK',
      ]) {
        expect(page).toContain(bank);
      }
      const form = (fields: Record<string, string>) =>
        env.http(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });

      // Connect without a bank or consent: the page says what is missing and nothing changes.
      const missing = await form({ action: 'connect' });
      expect(missing.status).toBe(400);
      const missingPage = await missing.text();
      expect(missingPage).toContain('Choose your bank');
      expect(missingPage).toContain('Tick the box to agree');

      expect((await form({ action: 'cancel' })).status).toBe(303);
      expect(await (await env.http(url)).text()).toContain('Connection cancelled');
      const cancelled = await call<{ checkOpenBanking: Application }>(OB_CHECK, {}, token);
      expect(cancelled.checkOpenBanking).toMatchObject({
        openBankingConnected: false,
        openBankingStatus: 'Cancelled',
      });

      // Again, from the e-mailed link this time.
      const sent = await call<{ sendOpenBankingLink: { url: string; sentTo: string } }>(
        OB_SEND,
        { input: {} },
        token,
      );
      expect(sent.sendOpenBankingLink.url).not.toBe(url);
      expect(sent.sendOpenBankingLink.sentTo).toBe(input.email);
      expect(env.emails.at(-1)).toMatchObject({ to: input.email, subject: 'Connect your bank to Stairway' });
      expect(env.emails.at(-1)?.links).toEqual([sent.sendOpenBankingLink.url]);
      const connect = await env.http(sent.sendOpenBankingLink.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ bank: 'Monzo', consent: 'yes', action: 'connect' }).toString(),
        redirect: 'manual',
      });
      expect(connect.status).toBe(303);
      expect(await (await env.http(sent.sendOpenBankingLink.url)).text()).toContain(
        'Monzo account is connected',
      );

      const connected = await call<{ checkOpenBanking: Application }>(OB_CHECK, {}, token);
      expect(connected.checkOpenBanking).toMatchObject({
        openBankingConnected: true,
        openBankingStatus: 'Connected',
        openBankingBankName: 'Monzo',
        documentsUploaded: false,
        nextStep: { kind: 'ReadyToSubmit' },
      });
      expect(stepStatus(connected.checkOpenBanking, 'applicant-bank-statements')).toBe('Done');
      expect(errorOf(await env.gql(OB_REQUESTED, { input: {} }, token)).code).toBe('CONFLICT');
    });
  });

  describe('after skipping identity checks and adding bank statements', () => {
    it('submits the application, then refuses every change and changes nothing', async () => {
      const { token } = await readyApplicant();
      for (const month of ['march', 'april']) {
        await addDocument(token, PDF, 'application/pdf', {
          fileName: `${month}.pdf`,
          documentType: 'BankStatement',
        });
      }
      const added = await addDocument(token, PDF, 'application/pdf', {
        fileName: 'may.pdf',
        documentType: 'BankStatement',
      });
      const submitted = await env.gql<{ submitApplication: { submitted: boolean } }>(SUBMIT, {}, token);
      expect(submitted.errors).toBeUndefined();
      expect(submitted.data?.submitApplication.submitted).toBe(true);
      const before = await getApplication(token);
      const documentsBefore = (await listDocuments(token)).map(({ url: _url, ...rest }) => rest);

      const upload = await uploadUrl(token);
      expect((await put(upload.url, PDF)).status).toBe(200);
      const attempts: Array<[string, Record<string, unknown>]> = [
        [UPLOAD, { input: { key: upload.key, fileName: 'june.pdf', documentType: 'BankStatement' } }],
        [DELETE, { input: { id: added.uploadDocument.document.id } }],
        [MANUAL, { input: { bankStatementsManualUpload: false } }],
        [OB_REQUESTED, { input: {} }],
        [OB_SEND, { input: {} }],
        [OB_CHECK, {}],
        [SKIP, {}],
        ['mutation { checkIdentityVerification { id } }', {}],
        [
          'mutation ($input: SetIdentityVerificationRequestedInput!) { setIdentityVerificationRequested(input: $input) { url } }',
          { input: {} },
        ],
        [
          'mutation ($input: SendIdentityVerificationLinkInput!) { sendIdentityVerificationLink(input: $input) { url } }',
          { input: {} },
        ],
      ];
      for (const [query, variables] of attempts) {
        const result = await env.gql(query, variables, token);
        expect(errorOf(result).code, query).toBe('APPLICATION_SUBMITTED');
      }
      expect(await getApplication(token)).toEqual(before);
      expect((await listDocuments(token)).map(({ url: _url, ...rest }) => rest)).toEqual(documentsBefore);
    });
  });
});
