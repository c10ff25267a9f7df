import { describe, expect, it } from 'vitest';
import { saveReadinessFiguresInputSchema } from './readiness-inputs';

const base = { cardBalancePounds: 0, monthlyLoansPounds: 0 };

/** The fields and messages of a refused input. */
const problems = (input: unknown) => {
  const parsed = saveReadinessFiguresInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('saveReadinessFiguresInputSchema (decision 077)', () => {
  it('takes the household income alone, with commitments 0 when left out', () => {
    expect(saveReadinessFiguresInputSchema.parse({ ...base, annualIncomePounds: 42_000 })).toEqual({
      ...base,
      annualIncomePounds: 42_000,
      applicantIncomePounds: null,
      coApplicantIncomePounds: null,
      monthlyChildcarePounds: 0,
      monthlyMaintenancePounds: 0,
      monthlyOtherCommitmentsPounds: 0,
    });
  });

  it('adds up each person’s income for the household', () => {
    const parsed = saveReadinessFiguresInputSchema.parse({
      ...base,
      applicantIncomePounds: 34_000,
      coApplicantIncomePounds: 18_000,
      monthlyChildcarePounds: 400,
    });
    expect(parsed).toMatchObject({
      annualIncomePounds: 52_000,
      applicantIncomePounds: 34_000,
      coApplicantIncomePounds: 18_000,
      monthlyChildcarePounds: 400,
    });
  });

  it('names the field of each problem', () => {
    expect(problems({ ...base })).toEqual([
      ['annualIncomePounds', 'Give the household income in whole pounds, e.g. 42000'],
    ]);
    expect(problems({ ...base, applicantIncomePounds: 30_000 })).toEqual([
      ['coApplicantIncomePounds', 'Give the co-applicant’s income too, in whole pounds (0 if none)'],
    ]);
    expect(
      problems({
        ...base,
        annualIncomePounds: 50_000,
        applicantIncomePounds: 30_000,
        coApplicantIncomePounds: 10_000,
      }),
    ).toEqual([
      [
        'annualIncomePounds',
        'The household income must be the applicant’s and the co-applicant’s added together',
      ],
    ]);
    expect(problems({ ...base, annualIncomePounds: 1, monthlyChildcarePounds: -1 })).toEqual([
      ['monthlyChildcarePounds', 'The monthly childcare cannot be negative'],
    ]);
    expect(problems({ ...base, annualIncomePounds: 1, monthlyMaintenancePounds: 100_001 })).toEqual([
      ['monthlyMaintenancePounds', 'The monthly maintenance paid must be at most £100,000'],
    ]);
    expect(problems({ ...base, annualIncomePounds: 1, monthlyOtherCommitmentsPounds: 1.5 })).toEqual([
      ['monthlyOtherCommitmentsPounds', 'Give the other monthly commitments in whole pounds'],
    ]);
    expect(
      problems({ ...base, applicantIncomePounds: 6_000_000, coApplicantIncomePounds: 5_000_000 }),
    ).toEqual([['coApplicantIncomePounds', 'The household income must be at most £10,000,000']]);
  });
});
