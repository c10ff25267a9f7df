/**
 * Every message of the input schemas is written for the person: the schemas' messages are shown on the page
 * as they are and are the API's messages, so none may contain a raw format ("YYYY-MM-DD"), a list of options
 * or of enum identifiers ("one of: PermanentEmployment, …"), zod's own wording ("Invalid input: expected
 * string") or developer words ("id", "UPRN", "key", "true or false"). The messages are gathered by running
 * each schema the server and the web forms use on the common bad inputs: every field of a valid input
 * replaced in turn by nothing, null, blank text, text that is far too long, a number where text belongs and
 * text where a number belongs, a fraction, a negative and a huge number, an unknown option, a date in another
 * format and an impossible date.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkNewEmailInputSchema,
  createAccountExistingCustomerInputSchema,
  linkTokenInputSchema,
  otpCodeInputSchema,
  resetPasswordInputSchema,
  resetPasswordRequestInputSchema,
  saveNewPasswordInputSchema,
} from './accounts';
import {
  aboutYouSchema,
  addressSearchInputSchema,
  deleteAddressInputSchema,
  deleteExpenseInputSchema,
  deleteIncomeInputSchema,
  expenseInputSchema,
  incomeInputSchema,
  updateApplicationInputSchema,
  userAddressInputSchema,
} from './application-validation';
import {
  DEPOSIT_SOURCE_LABELS,
  DEPOSIT_SOURCES,
  DOCUMENT_TYPES,
  EMPLOYMENT_OPTION_LABELS,
  EMPLOYMENT_OPTIONS,
  EXPENSE_TYPES,
  INCOME_TYPE_LABELS,
  INCOME_TYPES,
} from './constants';
import {
  deleteDocumentInputSchema,
  setDocumentManualUploadInputSchema,
  uploadDocumentInputSchema,
} from './documents';
import { createHomeSubmissionInputSchema } from './home-submissions';
import { landlordListingInputSchema } from './landlord';
import { allUsersInputSchema, auditLogInputSchema } from './operators';
import { pipelineApplicantsArgsSchema } from './pipeline';
import {
  homesSelectionInputSchema,
  isPlainText,
  nearbyPostcodeDistrictsInputSchema,
  onboardInputSchema,
  postcodeDistrictsInputSchema,
  searchPostcodeDistrictsInputSchema,
  signInInputSchema,
} from './validation';
import { startVerificationInputSchema } from './verification';

const today = '2026-11-22';
const uuid = '0f8fd1e5-6f61-4b47-9a3e-2b7c8f1d9a10';

/** Each schema the API and the forms parse with, and a valid input that the bad values are put into. */
const cases: Array<{ name: string; schema: z.ZodType; valid: Record<string, unknown> }> = [
  // The home submission, landlord listing, operator and pipeline texts, which took a NUL byte to the database
  // (an internal error) and had no limit on the postcode. The multi-line texts (additionalInfo, summary, the
  // operators' reasons) allow line breaks and tabs, so they are not listed.
  {
    name: 'createHomeSubmission',
    schema: createHomeSubmissionInputSchema,
    valid: {
      otherType: 'Bungalow',
      addressLine1: '1 High Street',
      addressLine2: 'Flat 2',
      addressLine3: 'Old Town',
      postTown: 'Shanklin',
      postcode: 'PO37 6BU',
      uprn: '100062455231',
      link: 'https://example.com/home/1',
    },
  },
  {
    name: 'createUpdateLandlordListing',
    schema: landlordListingInputSchema,
    valid: {
      addressLine1: '1 High Street',
      addressLine2: 'Flat 2',
      addressLine3: 'Old Town',
      postTown: 'Southampton',
      postcode: 'SO16 3AA',
      type: 'Flat',
      bedrooms: 2,
      bathrooms: 1,
      price: 250_000,
    },
  },
  { name: 'allUsers', schema: allUsersInputSchema, valid: { search: 'ann' } },
  {
    name: 'auditLog',
    schema: auditLogInputSchema,
    valid: { action: 'approve', actor: 'ops', subjectId: 'abc' },
  },
  { name: 'getPipelineApplicants', schema: pipelineApplicantsArgsSchema, valid: { search: 'SO16' } },
  {
    name: 'onboard',
    schema: onboardInputSchema,
    valid: {
      firstName: 'Ann',
      middleName: 'Jo',
      lastName: 'Smith',
      email: 'ann@example.com',
      password: 'correct horse 1',
      grossAnnualPay: 40_000,
      jointApplication: false,
      deposit: 20_000,
      depositSource: 'CashSavings',
      preferredLocations: ['SE1'],
      checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      utmSource: 'Podcast',
      utmOtherSource: 'A friend',
    },
  },
  { name: 'signIn', schema: signInInputSchema, valid: { email: 'ann@example.com', password: 'x' } },
  {
    name: 'resetPasswordRequest',
    schema: resetPasswordRequestInputSchema,
    valid: { email: 'ann@example.com' },
  },
  {
    name: 'resetPassword',
    schema: resetPasswordInputSchema,
    valid: { token: 'abc', password: 'winter coat 9' },
  },
  {
    name: 'createAccountExistingCustomer',
    schema: createAccountExistingCustomerInputSchema,
    valid: { token: 'abc', password: 'winter coat 9' },
  },
  {
    name: 'saveNewPassword',
    schema: saveNewPasswordInputSchema,
    valid: { currentPassword: 'x', newPassword: 'winter coat 9' },
  },
  { name: 'checkNewEmail', schema: checkNewEmailInputSchema, valid: { email: 'ann@example.com' } },
  { name: 'verifyNewEmailToken', schema: linkTokenInputSchema, valid: { token: 'abc' } },
  { name: 'verifyOtpToken', schema: otpCodeInputSchema, valid: { code: '123456' } },
  { name: 'getHomesSelection', schema: homesSelectionInputSchema, valid: { postcodes: ['SE1'] } },
  { name: 'getPostcodeDistricts', schema: postcodeDistrictsInputSchema, valid: { outcodes: ['SE1'] } },
  {
    name: 'getNearbyPostcodeDistricts',
    schema: nearbyPostcodeDistrictsInputSchema,
    valid: { outcodes: ['SE1'], limit: 3 },
  },
  {
    name: 'searchPostcodeDistricts',
    schema: searchPostcodeDistrictsInputSchema,
    valid: { query: 'so1', limit: 8 },
  },
  {
    name: 'updateApplication',
    schema: updateApplicationInputSchema(today),
    valid: {
      firstName: 'Ann',
      middleName: 'Jo',
      lastName: 'Smith',
      phoneNumber: '07700 900123',
      dateOfBirth: '1990-03-27',
      nationality: 'British',
      nin: 'AB 12 34 56 C',
      otherFirstName: 'Anne',
      otherMiddleName: 'J',
      otherLastName: 'Jones',
      hasAdditionalIncome: false,
      deposit: 20_000,
      depositSource: 'CashSavings',
      cardBalance: 500,
      monthlyLoans: 100,
      monthlyCommitments: 50,
      adultDependants: 0,
      childDependants: 1,
    },
  },
  {
    name: 'About you',
    schema: aboutYouSchema(today),
    valid: {
      firstName: 'Ann',
      middleName: '',
      lastName: 'Smith',
      dateOfBirth: '1990-03-27',
      phoneNumber: '07700 900123',
      nationality: 'British',
      nin: '',
      hasOtherNames: true,
      otherFirstName: 'Anne',
      otherMiddleName: '',
      otherLastName: 'Jones',
    },
  },
  {
    name: 'Employed income',
    schema: incomeInputSchema,
    valid: {
      id: uuid,
      type: 'Employed',
      primary: true,
      employmentOption: 'PermanentEmployment',
      jobTitle: 'Nurse',
      employerName: 'NHS',
      baseGrossIncome: 40_000,
      additionalGrossIncome: 1_000,
      overtime: 2_000,
    },
  },
  {
    name: 'Professional contractor income',
    schema: incomeInputSchema,
    valid: {
      type: 'ProfessionalContractor',
      primary: true,
      contractorCurrentJobTitle: 'Developer',
      contractorPreviousJobTitle: 'Tester',
      contractorNextJobTitle: 'Architect',
      contractorCurrentDayRate: 500,
      contractorDuration: 6,
      currentJobEndsInOneMonth: false,
      hasNextJob: true,
      natureOfBusiness: 'Software',
    },
  },
  {
    name: 'Sole trader income',
    schema: incomeInputSchema,
    valid: {
      type: 'SoleTrader',
      primary: true,
      natureOfBusiness: 'Plumbing',
      currentYearProfits: 30_000,
      previousYearProfits: 28_000,
    },
  },
  {
    name: 'Limited company income',
    schema: incomeInputSchema,
    valid: {
      type: 'LimitedCompany',
      primary: true,
      companyName: 'Smith Ltd',
      ltdHouseNumber: '01234567',
      natureOfBusiness: 'Consulting',
      ltdDirectorSalary: 12_570,
      ltdDividends: 30_000,
      ltdPreviousYearDirectorSalary: 12_570,
      ltdPreviousYearDividends: 25_000,
      accountantName: 'Pat',
      accountantCompany: 'Pat & Co',
      accountantAddress: '1 High Street',
      accountantEmail: 'pat@example.com',
    },
  },
  {
    name: 'Benefits income',
    schema: incomeInputSchema,
    valid: {
      type: 'Benefits',
      primary: false,
      benefitsUniversal: 400,
      benefitsPip: 0,
      benefitsChildren: 100,
      benefitsDla: 0,
    },
  },
  {
    name: 'addUpdateUserAddress',
    schema: userAddressInputSchema(today),
    valid: {
      id: uuid,
      addressLine1: 'Flat 11',
      addressLine2: 'Corinthian Court',
      addressLine3: 'Shanklin',
      postCode: 'PO37 6BU',
      postTown: 'Shanklin',
      country: 'England',
      uprn: '100060735841',
      moveInDate: '2021-03-27',
    },
  },
  {
    name: 'addUpdateUserExpense',
    schema: expenseInputSchema,
    valid: { id: uuid, description: 'Nursery', amount: 400, type: EXPENSE_TYPES[0] },
  },
  { name: 'deleteUserExpense', schema: deleteExpenseInputSchema, valid: { id: uuid } },
  { name: 'deleteIncome', schema: deleteIncomeInputSchema, valid: { id: uuid } },
  { name: 'deleteUserAddress', schema: deleteAddressInputSchema, valid: { id: uuid } },
  { name: 'getAddressSearch', schema: addressSearchInputSchema, valid: { postcode: 'PO37 6BU' } },
  {
    name: 'uploadDocument',
    schema: uploadDocumentInputSchema,
    valid: {
      key: 'abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv',
      fileName: 'statement.pdf',
      documentType: 'BankStatement',
      displayName: 'March statement',
    },
  },
  { name: 'deleteDocument', schema: deleteDocumentInputSchema, valid: { id: uuid } },
  {
    name: 'setDocumentManualUpload',
    schema: setDocumentManualUploadInputSchema,
    valid: { bankStatementsManualUpload: true },
  },
  {
    name: 'sendIdentityVerificationLink',
    schema: startVerificationInputSchema,
    valid: { returnPath: '/your-application' },
  },
];

/** The common bad values a field may get (from a person, a stale page or a broken client). */
const badValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(1_000),
  'x'.repeat(100_000),
  'a\u0000b',
  '\u202eevil',
  42,
  '42',
  1.5,
  -1,
  1e12,
  Number.NaN,
  true,
  'NotAnOption',
  '31/12/1990',
  '1990-02-30',
  {},
  [],
  ['', 'not a postcode'],
];

/** Every message the schemas give for the bad values, each with where it came from. */
function gatherMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { name, schema, valid } of cases) {
    expect(schema.safeParse(valid).success, `${name}: the valid input parses`).toBe(true);
    for (const field of Object.keys(valid)) {
      for (const bad of badValues) {
        const result = schema.safeParse({ ...valid, [field]: bad });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (!found.has(issue.message)) {
            found.set(issue.message, `${name}.${field} = ${JSON.stringify(bad)?.slice(0, 30)}`);
          }
        }
      }
    }
    const empty = schema.safeParse({});
    for (const issue of empty.success ? [] : empty.error.issues) {
      if (!found.has(issue.message)) found.set(issue.message, `${name} with nothing filled in`);
    }
  }
  return found;
}

/** The identifiers of the closed sets that are not plain words (e.g. PermanentEmployment, CashSavings). */
const identifiers = [...EMPLOYMENT_OPTIONS, ...DEPOSIT_SOURCES, ...DOCUMENT_TYPES, ...INCOME_TYPES].filter(
  (value) => /[a-z][A-Z]/.test(value),
);

/** The labels of each closed set: a message listing three or more of one set lists options. */
const labelSets = [
  Object.values(EMPLOYMENT_OPTION_LABELS),
  Object.values(DEPOSIT_SOURCE_LABELS),
  Object.values(INCOME_TYPE_LABELS),
  [...DOCUMENT_TYPES],
];

/** Words a person would not use, or zod's own wording. */
const developerWords =
  /\b(ids?|uuid|uprn|utm|key|null|undefined|true or false|boolean|string|integer|array|object|enum|regex|input|invalid|valid|required|schema|records?|expected|received|too (big|small)|e\.g\.|primary|getPreSignedUploadUrl|returnPath|fileName|displayName|documentType|bankStatementsManualUpload)\b/i;

/** Raw formats: a date pattern, a regular expression or a type name. */
const rawFormats = /YYYY|MM-DD|DD\/MM|\[A-Z|\\d|NaN/;

/** American spellings that British English writes otherwise. */
const americanSpellings = /\b(color|favorite|center|license|organization|zip ?code|canceled)\b/i;

describe('the input schemas’ messages', () => {
  const messages = gatherMessages();

  it('are gathered from every schema (the list this test checks)', () => {
    expect(messages.size).toBeGreaterThan(60);
    for (const expected of [
      'Enter your date of birth',
      'Enter your date of birth as a real date, for example 27 3 1990',
      'Choose your type of employment',
      'Choose the kind of income',
      'Choose where your deposit is coming from',
      'Enter the date you moved in',
      'Enter a full UK postcode, for example PO30 1AB',
      'Enter your first name',
      'Enter your e-mail address',
    ]) {
      expect([...messages.keys()], expected).toContain(expected);
    }
  });

  it('contain no raw format, list of options, enum identifier or developer word', () => {
    const problems: string[] = [];
    for (const [message, where] of messages) {
      const why = [
        rawFormats.test(message) && 'a raw format',
        developerWords.test(message) && `a developer word (${message.match(developerWords)?.[0]})`,
        /one of/i.test(message) && 'a list of options',
        identifiers.find((id) => message.includes(id)) && 'an enum identifier',
        labelSets.some((labels) => labels.filter((label) => message.includes(label)).length >= 3) &&
          'a list of options',
        americanSpellings.test(message) && 'American spelling',
      ].filter(Boolean);
      if (why.length > 0) problems.push(`${where}: “${message}” has ${why.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('are sentences for a person: they start with a capital letter, say what to do or what is allowed', () => {
    const problems = [...messages].filter(
      ([message]) =>
        !/^[A-Z“]/.test(message) ||
        !/\b(Enter|Choose|Say|Tell|Answer|must|can|can’t|couldn’t|need|only|at least|at most|is not|didn’t|has no|check|type it again)\b/i.test(
          message,
        ),
    );
    expect(problems.map(([message, where]) => `${where}: “${message}”`)).toEqual([]);
  });
});

/**
 * Every text field of every schema refuses hidden characters (a NUL byte, other control characters, a line
 * break in a one-line field, a bidirectional override) and text far over its limit, naming the field; lists
 * refuse far too many entries; and each of these is refused fast (zod reads the length before the text, so
 * 100,000 characters cost no more than a few).
 */
describe('hidden characters and over-long input', () => {
  /** Refused "fast": well under a request's budget even on a busy machine (a 1 MB search used to block). */
  const FAST_MS = 100;
  /** The fastest of three runs, milliseconds (a garbage collection or a busy machine slows one run). */
  const fastestOf3 = (run: () => unknown) =>
    Math.min(
      ...[1, 2, 3].map(() => {
        const started = performance.now();
        run();
        return performance.now() - started;
      }),
    );
  /** A copy of a valid field value with `bad` put inside it (each text of a list). */
  const spoil = (value: unknown, bad: (text: string) => string): unknown =>
    typeof value === 'string'
      ? bad(value)
      : Array.isArray(value)
        ? value.map((v) => spoil(v, bad))
        : undefined;
  const textFields = cases.flatMap(({ name, schema, valid }) =>
    Object.entries(valid)
      .filter(([, value]) => value !== '' && spoil(value, (text) => text) !== undefined)
      .map(([field, value]) => ({ name, schema, valid, field, value })),
  );
  /** `text` with `bad` after its first character and at least one after it (so trimming cannot drop it). */
  const inside = (text: string, bad: string) => `${text.slice(0, 1)}${bad}${text.slice(1) || text}`;
  const spoilers: Array<[string, (text: string) => string]> = [
    ['a NUL byte', (text) => inside(text, '\u0000')],
    ['an escape character', (text) => inside(text, '\u001b[2J')],
    ['a line break', (text) => inside(text, '\n')],
    ['a tab', (text) => inside(text, '\t')],
    ['a C1 control', (text) => inside(text, '\u0085')],
    ['a right-to-left override', (text) => inside(text, '\u202e')],
    ['a directional isolate', (text) => inside(text, '\u2066')],
    ['100,000 characters', (text) => text.padEnd(100_000, 'x')],
  ];

  it('covers the text fields of every schema', () => {
    expect(textFields.length).toBeGreaterThan(60);
  });

  for (const [what, bad] of spoilers) {
    it(`refuses ${what} in every text field, naming the field`, () => {
      for (const { name, schema, valid, field, value } of textFields) {
        const input = { ...valid, [field]: spoil(value, bad) };
        const result = schema.safeParse(input);
        const took = fastestOf3(() => schema.safeParse(input));
        expect(result.success, `${name}.${field} with ${what}`).toBe(false);
        const fields = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
        expect(fields, `${name}.${field} with ${what}`).toContain(field);
        expect(took, `${name}.${field} with ${what}: milliseconds`).toBeLessThan(FAST_MS);
      }
    });
  }

  it('refuses 100,000 entries in a list fast, naming the field', () => {
    for (const { name, schema, valid, field, value } of textFields.filter((entry) =>
      Array.isArray(entry.value),
    )) {
      const input = { ...valid, [field]: Array(100_000).fill((value as string[])[0]) };
      const result = schema.safeParse(input);
      const took = fastestOf3(() => schema.safeParse(input));
      expect(result.success, `${name}.${field}`).toBe(false);
      expect(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]))).toContain(
        field,
      );
      expect(took, `${name}.${field}: milliseconds`).toBeLessThan(FAST_MS);
    }
  });

  it('keeps the text people type: accents, curly apostrophes, emoji and right-to-left scripts', () => {
    for (const text of ['Zoë O’Brien-Łukasz', 'Café № 5 — “Nest” 🏠', 'مرحبا', 'שלום']) {
      expect(isPlainText(text), text).toBe(true);
    }
    expect(isPlainText('line one\nline two\tend', { multiline: true })).toBe(true);
    expect(isPlainText('line one\u0000', { multiline: true })).toBe(false);
  });
});
