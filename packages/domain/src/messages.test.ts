/**
 * Every message of the input schemas is written for the person (issue 9 item 19): the schemas' messages are
 * shown on the page as they are and are the API's messages, so none may contain a raw format ("YYYY-MM-DD"),
 * a list of options or of enum identifiers ("one of: PermanentEmployment, …"), zod's own wording ("Invalid
 * input: expected string") or developer words ("id", "UPRN", "key", "true or false"). The messages are
 * gathered by running each schema the server and the web forms use on the common bad inputs: every field
 * of a valid input replaced in turn by nothing, null, blank text, text that is far too long, a number where
 * text belongs and text where a number belongs, a fraction, a negative and a huge number, an unknown
 * option, a date in another format and an impossible date.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
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
import { homesSelectionInputSchema, onboardInputSchema, signInInputSchema } from './validation';
import { startVerificationInputSchema } from './verification';

const today = '2026-11-22';
const uuid = '0f8fd1e5-6f61-4b47-9a3e-2b7c8f1d9a10';

/** Each schema the API and the forms parse with, and a valid input that the bad values are put into. */
const cases: Array<{ name: string; schema: z.ZodType; valid: Record<string, unknown> }> = [
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
  { name: 'getHomesSelection', schema: homesSelectionInputSchema, valid: { postcodes: ['SE1'] } },
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
