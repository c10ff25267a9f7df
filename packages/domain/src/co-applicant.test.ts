import { describe, expect, it } from 'vitest';
import {
  coApplicantAboutYouSchema,
  coApplicantInviteSchema,
  coApplicantSignUpInputSchema,
  grantPermissionInputSchema,
  refusedCoApplicantFields,
  updateCoApplicantInputSchema,
} from './co-applicant';

const today = '2026-11-23';

describe('updateCoApplicantInputSchema', () => {
  it('applies the applicant’s own rules and normalises the e-mail address', () => {
    const parsed = updateCoApplicantInputSchema(today).parse({
      firstName: ' Ben ',
      email: ' Ben.Carter@Example.COM ',
      phoneNumber: '07700 900123',
      nin: 'ab 12 34 56 c',
      dateOfBirth: '1991-07-15',
    });
    expect(parsed).toMatchObject({
      firstName: 'Ben',
      email: 'ben.carter@example.com',
      phoneNumber: '07700900123',
      nin: 'AB123456C',
      dateOfBirth: '1991-07-15',
    });
  });

  it('refuses a co-applicant under 18 (born 2008-11-24 is 17 on 2026-11-23)', () => {
    const result = updateCoApplicantInputSchema(today).safeParse({ dateOfBirth: '2008-11-24' });
    expect(result.success).toBe(false);
    expect(updateCoApplicantInputSchema(today).safeParse({ dateOfBirth: '2008-11-23' }).success).toBe(true);
  });
});

describe('refusedCoApplicantFields', () => {
  it('lets the applicant record name and e-mail only, and only before the co-applicant joins', () => {
    const input = { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' };
    expect(refusedCoApplicantFields('applicant', false, input)).toEqual([]);
    expect(refusedCoApplicantFields('applicant', false, { dateOfBirth: '1991-07-15' })).toEqual([
      'dateOfBirth',
    ]);
    expect(refusedCoApplicantFields('applicant', true, input)).toEqual(['firstName', 'lastName', 'email']);
  });

  it('lets the co-applicant change their own details but not their e-mail address', () => {
    expect(
      refusedCoApplicantFields('coApplicant', true, {
        firstName: 'Ben',
        dateOfBirth: '1991-07-15',
        hasAdditionalIncome: false,
        email: undefined,
      }),
    ).toEqual([]);
    expect(refusedCoApplicantFields('coApplicant', true, { email: 'x@example.com' })).toEqual(['email']);
  });
});

describe('the sign-up and permission inputs', () => {
  it('needs the link token and a password of at least 8 characters', () => {
    expect(coApplicantSignUpInputSchema.safeParse({ token: 'abc', password: 'short' }).success).toBe(false);
    expect(coApplicantSignUpInputSchema.safeParse({ token: '', password: 'long enough' }).success).toBe(
      false,
    );
    expect(coApplicantSignUpInputSchema.safeParse({ token: 'abc', password: 'long enough' }).success).toBe(
      true,
    );
  });

  it('accepts permission only when given', () => {
    expect(grantPermissionInputSchema.safeParse({ hasGrantedPermission: true }).success).toBe(true);
    expect(grantPermissionInputSchema.safeParse({ hasGrantedPermission: false }).success).toBe(false);
  });
});

describe('coApplicantAboutYouSchema', () => {
  it('needs the date of birth, phone number and nationality, as the applicant’s page does', () => {
    const schema = coApplicantAboutYouSchema(today);
    expect(schema.safeParse({ firstName: 'Ben', lastName: 'Carter' }).success).toBe(false);
    expect(
      schema.parse({
        firstName: 'Ben',
        lastName: 'Carter',
        middleName: '',
        dateOfBirth: '1991-07-15',
        phoneNumber: '07700 900123',
        nationality: 'British',
        nin: '',
      }),
    ).toMatchObject({ middleName: null, nin: null, phoneNumber: '07700900123' });
  });
});

describe('coApplicantInviteSchema', () => {
  it('speaks of their details', () => {
    const result = coApplicantInviteSchema.safeParse({ firstName: '', lastName: ' ', email: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter their first name',
      'Enter their last name',
      'Enter their e-mail address',
    ]);
    expect(
      coApplicantInviteSchema.parse({ firstName: ' Ben ', lastName: 'Carter', email: 'Ben@Example.com' }),
    ).toEqual({ firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' });
  });
});
