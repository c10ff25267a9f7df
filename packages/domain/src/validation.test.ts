import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  depositSchema,
  depositSourceSchema,
  emailSchema,
  formatZodIssues,
  grossAnnualPaySchema,
  homesSelectionInputSchema,
  type OnboardInput,
  type OnboardParsed,
  onboardChecksSchema,
  onboardInputSchema,
  passwordSchema,
  personNameSchema,
  preferredLocationsSchema,
  signInInputSchema,
} from './validation';

/** The messages of a failed parse, or [] when it succeeds. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const validInput: OnboardInput = {
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  password: 'correct horse 1',
  grossAnnualPay: 40_000,
  deposit: 20_000,
  depositSource: 'CashSavings',
  preferredLocations: ['SO16'],
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
};

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ann.Smith@Example.CO.UK ')).toBe('ann.smith@example.co.uk');
  });

  it('refuses invalid, empty and over-long addresses with a message naming the field', () => {
    expect(messages(emailSchema, 'not-an-email')).toEqual([
      'Enter an e-mail address in the right format, for example name@example.com',
    ]);
    expect(messages(emailSchema, '   ')).toEqual(['Enter your e-mail address']);
    expect(messages(emailSchema, `${'a'.repeat(250)}@x.com`)).toEqual([
      'E-mail address must be 254 characters or fewer',
    ]);
    expect(messages(emailSchema, 42)).toHaveLength(1);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters (the strength is checked in password.ts)', () => {
    expect(passwordSchema.parse('abcdefgh')).toBe('abcdefgh');
    expect(passwordSchema.parse('x'.repeat(128))).toHaveLength(128);
  });

  it('refuses empty, short and long passwords, saying the limit', () => {
    expect(messages(passwordSchema, '')).toEqual(['Enter a password']);
    expect(messages(passwordSchema, 'abcdef1')).toEqual(['Password must be at least 8 characters long']);
    expect(messages(passwordSchema, 'x'.repeat(129))).toEqual(['Password must be 128 characters or fewer']);
  });
});

describe('personNameSchema', () => {
  const firstName = personNameSchema('First name');

  it('trims and accepts letters, spaces, hyphens and apostrophes', () => {
    expect(firstName.parse('  Mary-Jane ')).toBe('Mary-Jane');
    expect(firstName.parse("O'Brien")).toBe("O'Brien");
    expect(firstName.parse('Zoë Anne')).toBe('Zoë Anne');
  });

  it('refuses empty, long and other characters, naming the field', () => {
    expect(messages(firstName, '  ')).toEqual(['Enter your first name']);
    expect(messages(firstName, 'a'.repeat(81))).toEqual(['First name must be 80 characters or fewer']);
    expect(messages(firstName, 'R2D2')).toEqual([
      'First name can only contain letters, spaces, hyphens and apostrophes',
    ]);
    expect(messages(firstName, '-Ann')).toEqual([
      'First name can only contain letters, spaces, hyphens and apostrophes',
    ]);
    expect(firstName.safeParse('a'.repeat(80)).success).toBe(true);
  });
});

describe('money schemas', () => {
  const payMessage = 'Gross annual pay must be a whole number of pounds between £0 and £10,000,000';
  const depositMessage = 'Deposit must be a whole number of pounds between £0 and £5,000,000';

  it('accepts whole pounds within the limits', () => {
    expect(grossAnnualPaySchema.parse(0)).toBe(0);
    expect(grossAnnualPaySchema.parse(10_000_000)).toBe(10_000_000);
    expect(depositSchema.parse(5_000_000)).toBe(5_000_000);
  });

  it('refuses fractions, negatives, excess and non-numbers with one clear message, and asks for a missing one', () => {
    expect(messages(grossAnnualPaySchema, 40_000.5)).toEqual([payMessage]);
    expect(messages(grossAnnualPaySchema, -1)).toEqual([payMessage]);
    expect(messages(grossAnnualPaySchema, 10_000_001)).toEqual([payMessage]);
    expect(messages(grossAnnualPaySchema, '40000')).toEqual([payMessage]);
    expect(messages(depositSchema, 5_000_001)).toEqual([depositMessage]);
    expect(messages(depositSchema, -5)).toEqual([depositMessage]);
    // Nothing given (an empty number field gives NaN): say what to enter.
    for (const missing of [Number.NaN, undefined, null]) {
      expect(messages(depositSchema, missing)).toEqual([
        'Enter your deposit in whole pounds, or 0 if you have none yet',
      ]);
      expect(messages(grossAnnualPaySchema, missing)).toEqual([
        'Enter your gross annual pay in whole pounds, for example 35000',
      ]);
    }
  });

  it('accepts only the listed deposit sources', () => {
    expect(depositSourceSchema.parse('GiftedDeposit')).toBe('GiftedDeposit');
    expect(messages(depositSourceSchema, 'Lottery')).toEqual(['Choose where your deposit is coming from']);
  });
});

describe('preferredLocationsSchema', () => {
  it('normalises districts and full postcodes and removes duplicates', () => {
    expect(preferredLocationsSchema.parse(['so16', ' SW1A ', 'SO16 3AB', 'm1'])).toEqual([
      'SO16',
      'SW1A',
      'M1',
    ]);
  });

  it('reports an invalid district at its index', () => {
    const result = preferredLocationsSchema.safeParse(['SO16', 'XX1']);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatZodIssues(result.error)).toEqual([
        {
          field: '1',
          message: '“XX1” is not a UK postcode district. Enter one like SE1 or B1',
        },
      ]);
    }
  });

  it('needs 1 to 5 locations', () => {
    expect(messages(preferredLocationsSchema, [])).toEqual(['Choose at least one preferred location']);
    expect(messages(preferredLocationsSchema, ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'])).toEqual([
      'Choose at most 5 preferred locations',
    ]);
    expect(preferredLocationsSchema.parse(['M1', 'M2', 'M3', 'M4', 'M5'])).toHaveLength(5);
  });
});

describe('onboardChecksSchema', () => {
  it('requires the three confirmations', () => {
    const result = onboardChecksSchema.safeParse({
      over18: false,
      rightToLiveInUk: false,
      noBankruptcyOrCcj: false,
      creditCheckConsent: false,
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatZodIssues(result.error)).toEqual([
        { field: 'over18', message: 'You need to be 18 or over to apply' },
        { field: 'rightToLiveInUk', message: 'You need the right to live in the UK to apply' },
        { field: 'creditCheckConsent', message: 'You need to agree to a soft credit check to apply' },
      ]);
    }
  });

  it('records the bankruptcy answer either way', () => {
    const checks = { over18: true, rightToLiveInUk: true, creditCheckConsent: true } as const;
    expect(onboardChecksSchema.parse({ ...checks, noBankruptcyOrCcj: false }).noBankruptcyOrCcj).toBe(false);
    expect(onboardChecksSchema.safeParse(checks).success).toBe(false);
  });
});

describe('onboardInputSchema', () => {
  it('parses a minimal input and applies defaults', () => {
    const parsed = onboardInputSchema.parse(validInput);
    expect(parsed).toEqual({ ...validInput, middleName: null, jointApplication: false });
  });

  it('normalises the fields', () => {
    const parsed = onboardInputSchema.parse({
      ...validInput,
      firstName: ' Ann ',
      middleName: '  ',
      email: ' ANN@Example.com ',
      jointApplication: true,
      preferredLocations: ['so16', 'SO16'],
      utmSource: ' newsletter ',
      utmOtherSource: null,
    });
    expect(parsed).toMatchObject({
      firstName: 'Ann',
      middleName: null,
      email: 'ann@example.com',
      jointApplication: true,
      preferredLocations: ['SO16'],
      utmSource: 'newsletter',
      utmOtherSource: null,
    });
    expect(onboardInputSchema.parse({ ...validInput, middleName: ' Jo ' }).middleName).toBe('Jo');
    expect(onboardInputSchema.parse({ ...validInput, middleName: null }).middleName).toBeNull();
  });

  it('names every invalid field by its dotted path', () => {
    const result = onboardInputSchema.safeParse({
      ...validInput,
      middleName: 'J4',
      preferredLocations: ['SO16', 'XX1'],
      checks: { ...validInput.checks, over18: false },
      utmSource: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatZodIssues(result.error)).toEqual([
        {
          field: 'middleName',
          message: 'Middle name can only contain letters, spaces, hyphens and apostrophes',
        },
        {
          field: 'preferredLocations.1',
          message: '“XX1” is not a UK postcode district. Enter one like SE1 or B1',
        },
        { field: 'checks.over18', message: 'You need to be 18 or over to apply' },
        { field: 'utmSource', message: 'Where you heard about us must be 100 characters or fewer' },
      ]);
    }
  });

  it('has input and output types for the server and the forms', () => {
    expectTypeOf<OnboardParsed['middleName']>().toEqualTypeOf<string | null>();
    expectTypeOf<OnboardParsed['jointApplication']>().toEqualTypeOf<boolean>();
    expectTypeOf<OnboardParsed['preferredLocations']>().toEqualTypeOf<string[]>();
    expectTypeOf<OnboardInput['jointApplication']>().toEqualTypeOf<boolean | undefined>();
  });
});

describe('signInInputSchema', () => {
  it('normalises the e-mail and needs a password', () => {
    expect(signInInputSchema.parse({ email: ' A@B.COM ', password: 'x' })).toEqual({
      email: 'a@b.com',
      password: 'x',
    });
    expect(messages(signInInputSchema, { email: 'a@b.com', password: '' })).toEqual(['Enter your password']);
  });
});

describe('formatZodIssues', () => {
  it('gives an empty field for a problem with the whole input', () => {
    const result = signInInputSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(formatZodIssues(result.error)[0]?.field).toBe('');
  });
});

describe('one message per problem', () => {
  it('stops at the first failed rule of a field', () => {
    expect(messages(passwordSchema, '')).toHaveLength(1);
    expect(messages(grossAnnualPaySchema, -1.5)).toHaveLength(1);
    expect(messages(personNameSchema('Last name'), '')).toEqual(['Enter your last name']);
  });
});

describe('homesSelectionInputSchema (getHomesSelection)', () => {
  it('reduces postcodes to their districts, upper case, without duplicates', () => {
    expect(homesSelectionInputSchema.parse({ postcodes: ['so16', 'LS6 3AB', 'SO16'] })).toEqual({
      postcodes: ['SO16', 'LS6'],
    });
  });

  it('names the entry that is not a district by its index', () => {
    const result = homesSelectionInputSchema.safeParse({ postcodes: ['SO16', 'not a postcode'] });
    expect(result.success).toBe(false);
    expect(result.error && formatZodIssues(result.error)).toEqual([
      {
        field: 'postcodes.1',
        message: '“not a postcode” is not a UK postcode district. Enter one like SE1 or B1',
      },
    ]);
  });

  it('asks for 1 to 10 districts', () => {
    expect(messages(homesSelectionInputSchema, { postcodes: [] })).toEqual([
      'Choose at least one postcode district, for example SE1',
    ]);
    const eleven = ['SO14', 'SO15', 'SO16', 'SO17', 'SO18', 'SO19', 'SO20', 'SO21', 'SO22', 'SO23', 'SO24'];
    expect(messages(homesSelectionInputSchema, { postcodes: eleven })).toEqual([
      'Choose at most 10 postcode districts',
    ]);
  });
});
