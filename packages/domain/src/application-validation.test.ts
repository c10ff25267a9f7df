import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aboutYouSchema,
  addressSearchInputSchema,
  benefitsIncomeSchema,
  dateOfBirthSchema,
  deleteExpenseInputSchema,
  deleteIncomeInputSchema,
  expenseInputSchema,
  formatNin,
  getAge,
  incomeInputSchema,
  isIsoDate,
  moveInDateSchema,
  ninSchema,
  normaliseNin,
  normaliseUkPhoneNumber,
  updateApplicationInputSchema,
  userAddressInputSchema,
  wholePoundsSchema,
} from './application-validation';

const today = '2026-11-22';

/** The issues of a failed parse as `field: message`, or [] when it succeeds. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
  });

  it('counts whole years of age', () => {
    expect(getAge('2008-11-22', today)).toBe(18);
    expect(getAge('2008-11-23', today)).toBe(17);
  });

  it('needs a date of birth of someone 18 or over, and at most 120', () => {
    const schema = dateOfBirthSchema(today);
    expect(schema.parse('2008-11-22')).toBe('2008-11-22');
    expect(issues(schema, '2008-11-23')).toEqual([
      ': You need to be 18 or over to apply: check your date of birth',
    ]);
    expect(issues(schema, '2030-01-01')).toEqual([
      ': You need to be 18 or over to apply: check your date of birth',
    ]);
    expect(issues(schema, '1900-01-01')).toEqual([': Date of birth must be within the last 120 years']);
    expect(issues(schema, '1990-13-01')).toEqual([
      ': Enter your date of birth as a real date, for example 27 3 1990',
    ]);
  });

  it('refuses a move-in date in the future', () => {
    const schema = moveInDateSchema(today);
    expect(schema.parse('2026-11-22')).toBe('2026-11-22');
    expect(issues(schema, '2026-11-23')).toEqual([': The date you moved in must be today or in the past']);
    expect(issues(schema, '1899-12-31')).toEqual([': The date you moved in must be in 1900 or later']);
  });
});

describe('National Insurance number (HMRC NIM39110)', () => {
  it('prints a stored number in pairs', () => {
    expect(formatNin('AB123456C')).toBe('AB 12 34 56 C');
    expect(formatNin(null)).toBe('');
  });

  it('normalises spaces and case', () => {
    expect(normaliseNin('ab 12 34 56 c')).toBe('AB123456C');
    expect(ninSchema.parse(' AB123456D ')).toBe('AB123456D');
  });

  it('refuses prefixes and suffixes HMRC does not use', () => {
    for (const nin of [
      'QQ123456C',
      'DA123456A',
      'AO123456A',
      'GB123456A',
      'ZZ123456A',
      'AB123456E',
      'AB12345C',
    ]) {
      expect(normaliseNin(nin), nin).toBeNull();
    }
    expect(issues(ninSchema, 'QQ 12 34 56 C')[0]).toMatch(/^: National Insurance number must be 2 letters/);
  });
});

describe('UK phone numbers', () => {
  it('normalises to the national form', () => {
    expect(normaliseUkPhoneNumber('+44 (0)7700 900123')).toBe('07700900123');
    expect(normaliseUkPhoneNumber('0044 20 7946 0958')).toBe('02079460958');
    expect(normaliseUkPhoneNumber('07700-900-123')).toBe('07700900123');
    expect(normaliseUkPhoneNumber('12345')).toBeNull();
    expect(normaliseUkPhoneNumber('+33 1 23 45 67 89')).toBeNull();
  });
});

describe('money', () => {
  it('is a whole, non-negative number of pounds', () => {
    const schema = wholePoundsSchema('Card balance', 1_000_000);
    expect(schema.parse(0)).toBe(0);
    const message = ': Card balance must be a whole number of pounds between £0 and £1,000,000';
    expect(issues(schema, -1)).toEqual([message]);
    expect(issues(schema, 10.5)).toEqual([message]);
    expect(issues(schema, 1_000_001)).toEqual([message]);
    expect(issues(schema, '5')).toEqual([message]);
  });
});

describe('updateApplicationInputSchema', () => {
  const schema = updateApplicationInputSchema(today);

  it('keeps only the given fields, normalised', () => {
    const parsed = schema.parse({
      firstName: ' Amelia ',
      nin: 'ab 12 34 56 c',
      phoneNumber: '+44 7700 900123',
      cardBalance: 1200,
    });
    expect(parsed).toMatchObject({
      firstName: 'Amelia',
      nin: 'AB123456C',
      phoneNumber: '07700900123',
      cardBalance: 1200,
    });
    for (const value of Object.values(parsed)) expect(value).not.toBeNull();
    expect(parsed.lastName).toBeUndefined();
    expect(parsed.middleName).toBeUndefined();
  });

  it('clears optional texts with null or blank, and refuses null for the others', () => {
    expect(schema.parse({ middleName: null, otherFirstName: '  ', nin: null })).toMatchObject({
      middleName: null,
      otherFirstName: null,
      nin: null,
    });
    expect(issues(schema, { firstName: null })).toEqual(['firstName: Enter your first name']);
    expect(issues(schema, { cardBalance: null })[0]).toMatch(
      /^cardBalance: Enter the total balance on your cards, or 0 if you owe nothing$/,
    );
  });

  it('names every invalid field', () => {
    expect(
      issues(schema, {
        dateOfBirth: '2010-01-01',
        nin: 'nope',
        monthlyLoans: -5,
        adultDependants: 1.5,
        phoneNumber: '123',
        depositSource: 'Lottery',
      }).map((i) => i.split(':')[0]),
    ).toEqual(['phoneNumber', 'dateOfBirth', 'nin', 'depositSource', 'monthlyLoans', 'adultDependants']);
  });
});

describe('incomeInputSchema', () => {
  it('parses an employed income and ignores fields of other types', () => {
    const parsed = incomeInputSchema.parse({
      type: 'Employed',
      primary: true,
      employmentOption: 'PermanentEmployment',
      jobTitle: ' Nurse ',
      employerName: 'NHS',
      baseGrossIncome: 40_000,
      overtime: null,
      benefitsPip: 300,
    });
    expect(parsed).toEqual({
      id: null,
      type: 'Employed',
      primary: true,
      employmentOption: 'PermanentEmployment',
      jobTitle: 'Nurse',
      employerName: 'NHS',
      baseGrossIncome: 40_000,
      additionalGrossIncome: null,
      overtime: null,
    });
  });

  it('names the missing fields of the chosen type', () => {
    expect(issues(incomeInputSchema, { type: 'Employed', primary: true })).toEqual([
      'employmentOption: Choose your type of employment',
      'jobTitle: Enter your job title',
      'employerName: Enter your employer’s name',
      'baseGrossIncome: Enter your base gross income',
    ]);
    expect(
      issues(incomeInputSchema, { type: 'SoleTrader', primary: true, natureOfBusiness: 'Plumbing' }),
    ).toEqual(['currentYearProfits: Enter this year’s profits, or 0 if you made none']);
  });

  it('refuses an unknown type, naming the type field', () => {
    const result = incomeInputSchema.safeParse({ type: 'Lottery', primary: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['type']);
    expect(result.error?.issues[0]?.message).toBe('Choose the kind of income');
  });

  it('needs the next job title of a contractor with a next job', () => {
    const contractor = {
      type: 'ProfessionalContractor',
      primary: true,
      contractorCurrentJobTitle: 'Developer',
      contractorCurrentDayRate: 500,
      contractorDuration: 6,
      currentJobEndsInOneMonth: false,
      hasNextJob: true,
    };
    expect(issues(incomeInputSchema, contractor)).toEqual([
      'contractorNextJobTitle: Enter the job title of your next contract',
    ]);
    expect(
      incomeInputSchema.parse({ ...contractor, contractorNextJobTitle: 'Lead developer' }),
    ).toMatchObject({ contractorNextJobTitle: 'Lead developer', natureOfBusiness: null });
  });

  it('parses a limited company with its company number normalised and the accountant e-mail checked', () => {
    const company = {
      type: 'LimitedCompany',
      primary: true,
      companyName: 'Hughes Consulting Ltd',
      ltdHouseNumber: 'sc 123456',
      natureOfBusiness: 'IT consulting',
      ltdDirectorSalary: 12_570,
      ltdDividends: 30_000,
      accountantEmail: 'Books@Example.com',
    };
    expect(incomeInputSchema.parse(company)).toMatchObject({
      ltdHouseNumber: 'SC123456',
      accountantEmail: 'books@example.com',
      ltdPreviousYearDividends: null,
    });
    expect(issues(incomeInputSchema, { ...company, accountantEmail: 'nope' })).toEqual([
      'accountantEmail: Enter an e-mail address in the right format, for example name@example.com',
    ]);
  });

  it('needs at least one benefit amount, in pounds a month', () => {
    expect(issues(benefitsIncomeSchema, { type: 'Benefits', primary: false })).toEqual([
      'benefitsUniversal: Enter the monthly amount of at least one benefit',
    ]);
    expect(
      incomeInputSchema.parse({ type: 'Benefits', primary: false, benefitsChildren: 102 }),
    ).toMatchObject({
      benefitsChildren: 102,
      benefitsUniversal: null,
    });
  });
});

describe('deleteIncomeInputSchema', () => {
  it('takes the id of an income (a UUID)', () => {
    const id = '3f1c9a52-7d3e-4b8a-9c61-2f0e5d7a8b90';
    expect(deleteIncomeInputSchema.parse({ id })).toEqual({ id });
  });

  it('refuses anything but a UUID, naming the field', () => {
    for (const id of ['42', '', 'not-an-id', null, undefined]) {
      expect(issues(deleteIncomeInputSchema, { id }), String(id)).toEqual([
        'id: We couldn’t find that income: reload the page and try again',
      ]);
    }
  });
});

describe('userAddressInputSchema', () => {
  const schema = userAddressInputSchema(today);
  const address = {
    addressLine1: '30 Newport Road',
    postCode: 'po31 7pw',
    postTown: 'COWES',
    moveInDate: '2020-05-01',
  };

  it('normalises the postcode and fills optional fields with null', () => {
    expect(schema.parse(address)).toEqual({
      ...address,
      id: null,
      postCode: 'PO31 7PW',
      countryCode: 'GB',
      addressLine2: null,
      addressLine3: null,
      country: null,
      uprn: null,
    });
  });

  it('names the invalid fields', () => {
    expect(issues(schema, { ...address, postCode: 'PO31', uprn: 'abc' })).toEqual([
      'uprn: We couldn’t use the address you chose: search again or type the address in',
      'postCode: Enter a full UK postcode, for example PO30 1AB',
    ]);
    expect(issues(schema, { ...address, moveInDate: '2027-01-01' })).toEqual([
      'moveInDate: The date you moved in must be today or in the past',
    ]);
    expect(issues(schema, { ...address, id: 'not-an-id' })).toEqual([
      'id: We couldn’t find that address: reload the page and try again',
    ]);
  });
});

describe('expenses and address search', () => {
  it('parses an expense in whole pounds a month', () => {
    expect(expenseInputSchema.parse({ description: 'Nursery', amount: 450, type: 'Childcare' })).toEqual({
      id: null,
      description: 'Nursery',
      amount: 450,
      type: 'Childcare',
    });
    expect(issues(expenseInputSchema, { description: '', amount: -1, type: 'Childcare' })).toEqual([
      'description: Enter a description of the payment',
      'amount: Amount must be a whole number of pounds between £0 and £100,000 a month',
    ]);
    expect(issues(deleteExpenseInputSchema, { id: '42' })).toEqual([
      'id: We couldn’t find that payment: reload the page and try again',
    ]);
  });

  it('normalises the searched postcode', () => {
    expect(addressSearchInputSchema.parse({ postcode: ' po376bu ' })).toEqual({ postcode: 'PO37 6BU' });
    expect(issues(addressSearchInputSchema, { postcode: 'PO37' })).toEqual([
      'postcode: Enter a full UK postcode, for example PO30 1AB',
    ]);
  });
});

describe('aboutYouSchema (the About you page)', () => {
  const today = '2026-11-22';
  const valid = {
    firstName: ' Amelia ',
    middleName: '',
    lastName: 'Hughes',
    dateOfBirth: '1990-04-12',
    phoneNumber: '+44 7700 900123',
    nationality: 'British',
    nin: 'ab 12 34 56 c',
    hasOtherNames: false,
    otherFirstName: 'Amy',
    otherMiddleName: '',
    otherLastName: 'Jones',
  };

  it('normalises the answers into an updateApplication input, clearing other names when there are none', () => {
    expect(aboutYouSchema(today).parse(valid)).toEqual({
      firstName: 'Amelia',
      middleName: null,
      lastName: 'Hughes',
      dateOfBirth: '1990-04-12',
      phoneNumber: '07700900123',
      nationality: 'British',
      nin: 'AB123456C',
      otherFirstName: null,
      otherMiddleName: null,
      otherLastName: null,
    });
  });

  it('keeps other names when the applicant has them, and needs the first and last', () => {
    expect(aboutYouSchema(today).parse({ ...valid, hasOtherNames: true })).toMatchObject({
      otherFirstName: 'Amy',
      otherMiddleName: null,
      otherLastName: 'Jones',
    });
    const result = aboutYouSchema(today).safeParse({ ...valid, hasOtherNames: true, otherLastName: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['otherLastName', 'Enter the other last name you have been known by'],
    ]);
  });

  it('allows a blank National Insurance number but refuses a malformed one, naming the field', () => {
    expect(aboutYouSchema(today).parse({ ...valid, nin: '' }).nin).toBeNull();
    const result = aboutYouSchema(today).safeParse({ ...valid, nin: 'QQ123456C' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['nin']);
  });

  it('needs an adult date of birth, a UK phone number and a nationality', () => {
    const result = aboutYouSchema(today).safeParse({
      ...valid,
      dateOfBirth: '2008-11-23',
      phoneNumber: '12345',
      nationality: '',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'dateOfBirth',
      'nationality',
      'phoneNumber',
    ]);
    expect(aboutYouSchema(today).safeParse({ ...valid, dateOfBirth: '2008-11-22' }).success).toBe(true);
  });
});
