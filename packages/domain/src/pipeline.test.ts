/**
 * The investor pipeline's rules with worked numbers (spec §5 "shown only when above 10"; spec §9 yield;
 * decision 019 for the status, rent on net income and price to budget).
 */
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  calculateYield,
  checkPipelinePasswordInputSchema,
  getPipelineBankStatements,
  getPipelineStatus,
  PIPELINE_STATUSES,
  pipelineApplicantsArgsSchema,
  priceToBudgetPercent,
  rentOnNetIncome,
  shareOwnedPercent,
  shownAboveTen,
} from './pipeline';

const flags = {
  submitted: false,
  approved: false,
  rejected: false,
  waitlistFeePaid: false,
  hasHomeInReview: false,
};

describe('pipeline status', () => {
  it('is Onboard until the application is submitted', () => {
    expect(getPipelineStatus(flags)).toBe('Onboard');
    // A fee paid does not move an unsubmitted application on.
    expect(getPipelineStatus({ ...flags, waitlistFeePaid: true })).toBe('Onboard');
  });
  it('is Submitted once submitted, InReview when a home is under review', () => {
    expect(getPipelineStatus({ ...flags, submitted: true })).toBe('Submitted');
    expect(getPipelineStatus({ ...flags, submitted: true, hasHomeInReview: true })).toBe('InReview');
  });
  it('is FeePaid once submitted with the waitlist fee paid, InReview above it', () => {
    expect(getPipelineStatus({ ...flags, submitted: true, waitlistFeePaid: true })).toBe('FeePaid');
    expect(
      getPipelineStatus({ ...flags, submitted: true, waitlistFeePaid: true, hasHomeInReview: true }),
    ).toBe('InReview');
  });
  it('is Approved once approved, whether or not the fee is paid or a home is in review', () => {
    expect(getPipelineStatus({ ...flags, submitted: true, approved: true })).toBe('Approved');
    expect(getPipelineStatus({ ...flags, submitted: true, approved: true, hasHomeInReview: true })).toBe(
      'Approved',
    );
    expect(getPipelineStatus({ ...flags, submitted: true, approved: true, waitlistFeePaid: true })).toBe(
      'Approved',
    );
  });
  it('says where the bank statements stand: open banking first, then uploaded', () => {
    expect(getPipelineBankStatements({ openBankingConnected: true, documentsUploaded: true })).toBe(
      'Connected',
    );
    expect(getPipelineBankStatements({ openBankingConnected: false, documentsUploaded: true })).toBe(
      'Uploaded',
    );
    expect(getPipelineBankStatements({ openBankingConnected: false, documentsUploaded: false })).toBe('None');
  });
  it('is Rejected whatever else is set', () => {
    expect(
      getPipelineStatus({
        submitted: true,
        approved: true,
        rejected: true,
        waitlistFeePaid: true,
        hasHomeInReview: true,
      }),
    ).toBe('Rejected');
  });
  it('lists every filter but All', () => {
    expect(PIPELINE_STATUSES).toEqual([
      'Approved',
      'FeePaid',
      'InReview',
      'Onboard',
      'Rejected',
      'Submitted',
    ]);
  });
});

describe('shown only when above 10 (spec §5)', () => {
  it('hides 10 and below, and missing values', () => {
    expect(shownAboveTen(10)).toBeNull();
    expect(shownAboveTen(0)).toBeNull();
    expect(shownAboveTen(null)).toBeNull();
    expect(shownAboveTen(Number.NaN)).toBeNull();
    expect(shownAboveTen(10.01)).toBe(10.01);
    expect(shownAboveTen(34)).toBe(34);
    expect(shownAboveTen(950)).toBe(950);
  });
});

describe('age', () => {
  it('counts whole years', () => {
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn(null, '2026-06-14')).toBeNull();
  });
});

describe('yield (spec §9: 12 x rent / asking price x 100, 2 decimals)', () => {
  it('works the figures', () => {
    // 12 × 950 = 11,400; / 180,000 = 0.0633…; × 100 = 6.33
    expect(calculateYield(950, 180_000)).toBe(6.33);
    // 12 × 1,000 / 200,000 × 100 = 6
    expect(calculateYield(1000, 200_000)).toBe(6);
  });
});

describe('rent on net income', () => {
  it('is monthly rent over net monthly household income, percent to 2 decimals', () => {
    // 900 / 2,750 = 0.327272… → 32.73
    expect(rentOnNetIncome(900, 2750)).toBe(32.73);
    // 965 / 2,500 = 0.386 → 38.6
    expect(rentOnNetIncome(965, 2500)).toBe(38.6);
    expect(rentOnNetIncome(900, 0)).toBeNull();
    expect(rentOnNetIncome(900, null)).toBeNull();
  });
});

describe('price to budget and share owned', () => {
  it('works the figures', () => {
    expect(priceToBudgetPercent(180_000, 200_000)).toBe(90);
    expect(priceToBudgetPercent(210_000, 200_000)).toBe(105);
    expect(priceToBudgetPercent(100_000, 0)).toBeNull();
    expect(shareOwnedPercent(20_102, 200_000)).toBe(10.1);
    expect(shareOwnedPercent(1, 0)).toBe(0);
  });
});

describe('inputs', () => {
  it('normalises the sign-in and the list arguments', () => {
    expect(checkPipelinePasswordInputSchema.parse({ email: ' Viewer@Example.COM ', password: 'x' })).toEqual({
      email: 'viewer@example.com',
      password: 'x',
    });
    expect(pipelineApplicantsArgsSchema.parse({ search: ' so16 ' })).toEqual({
      status: 'All',
      search: 'SO16',
      sort: 'createdAt',
      direction: 'DESC',
      page: 1,
      pageSize: 25,
    });
    expect(pipelineApplicantsArgsSchema.safeParse({ pageSize: 1000 }).success).toBe(false);
  });
});
