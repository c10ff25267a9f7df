/** The Application overview's sections (spec §2 "/your-application", §4 section completion and next step). */
import { describe, expect, it } from 'vitest';
import type { Application } from '../hooks/use-application';
import { makeApplication, makeIncome } from '../testing/make-application';
import { describeDependants, formatMonths, getSectionGroups, isIdentityCheckSkipped } from './sections';

/** The overview's rows of one group, as key, state and summary. */
function rows(application: Application, group: string) {
  const found = getSectionGroups(application).find((g) => g.key === group);
  return found?.sections.map((s) => ({ key: s.key, state: s.state, summary: s.summary, isNext: s.isNext }));
}

describe('formatMonths', () => {
  it('says months and years in words', () => {
    expect(formatMonths(0)).toBe('0 months');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(12)).toBe('1 year');
    expect(formatMonths(14)).toBe('1 year 2 months');
    expect(formatMonths(25)).toBe('2 years 1 month');
    expect(formatMonths(36)).toBe('3 years');
  });
});

describe('describeDependants', () => {
  it('counts adults and children, or says there are none', () => {
    expect(describeDependants({ adultDependants: 0, childDependants: 0 })).toBe('No dependants');
    expect(describeDependants({ adultDependants: 1, childDependants: 2 })).toBe('1 adult, 2 children');
    expect(describeDependants({ adultDependants: 2, childDependants: 1 })).toBe('2 adults, 1 child');
  });
});

describe('getSectionGroups', () => {
  it('shows a new single application as personal, financial, checks and submit, About you next', () => {
    const application = makeApplication();
    expect(getSectionGroups(application).map((g) => g.title)).toEqual([
      'Personal details',
      'Financial details',
      'Checks',
      'Submit',
    ]);
    expect(rows(application, 'personal')).toEqual([
      {
        key: 'about-you',
        state: 'Todo',
        summary: 'Your date of birth, nationality and National Insurance number',
        isNext: true,
      },
      {
        key: 'address-history',
        state: 'Todo',
        summary: 'Where you have lived for the last 3 years',
        isNext: false,
      },
    ]);
    expect(rows(application, 'submit')).toEqual([
      { key: 'submit', state: 'Locked', summary: 'Available when every section is done', isNext: false },
    ]);
  });

  it('sums up what was entered, and marks a started section in progress', () => {
    const application = makeApplication({
      steps: [
        { id: 'about-you', path: '/your-application/personal-details/about-you', status: 'Done' },
        { id: 'address-history', path: '/your-application/personal-details/address-history', status: 'Todo' },
      ],
      nextStep: {
        kind: 'Step',
        id: 'address-history',
        path: '/your-application/personal-details/address-history',
      },
      dateOfBirth: '1990-04-12',
      nationality: 'British',
      addresses: [
        {
          id: 'address-1',
          addressLine1: 'Flat 11, Corinthian Court',
          addressLine2: null,
          addressLine3: null,
          postCode: 'PO37 6BU',
          postTown: 'SHANKLIN',
          countryCode: 'GB',
          country: 'England',
          uprn: null,
          moveInDate: '2024-05-01',
        },
      ],
      addressHistoryMonths: 20,
      addressHistoryMonthsNeeded: 16,
    });
    expect(rows(application, 'personal')).toEqual([
      { key: 'about-you', state: 'Done', summary: 'Born 12 April 1990 · British', isNext: false },
      {
        key: 'address-history',
        state: 'InProgress',
        summary: '1 year 8 months added · 16 more months needed',
        isNext: true,
      },
    ]);
  });

  it('sums up the financial details: main income, other income, cards, commitments, dependants and deposit', () => {
    const application = makeApplication({
      incomes: [makeIncome({ type: 'Employed', primary: true, baseGrossIncome: 40_000 })],
      hasAdditionalIncome: false,
      cardBalance: 2_500,
      monthlyLoans: 150,
      monthlyCommitments: 50,
      expenses: [
        { id: 'e1', description: 'Nursery', amount: 100, type: 'Childcare', createdAt: '2026-01-05' },
      ],
      adultDependants: 1,
      childDependants: 2,
      cardsAnsweredAt: '2026-11-01T10:00:00Z',
      monthlyCommitmentsAnsweredAt: '2026-11-01T10:00:00Z',
      dependantsAnsweredAt: '2026-11-01T10:00:00Z',
      deposit: 12_000,
      depositSource: 'GiftedDeposit',
    });
    expect(rows(application, 'financial')?.map((r) => [r.key, r.summary])).toEqual([
      ['income', 'Employed · £40,000 a year base pay'],
      ['additional-income', 'None'],
      ['cards', '£2,500 owed'],
      ['monthly-commitments', '£300 a month'],
      ['dependants', '1 adult, 2 children'],
      ['deposit', '£12,000 · Gifted deposit'],
    ]);
    // Spec §4: expenditure and dependants are always complete.
    expect(
      rows(application, 'financial')
        ?.slice(2)
        .map((r) => r.state),
    ).toEqual(['Done', 'Done', 'Done', 'Done']);
  });

  it('says "nothing added yet" for cards, commitments and dependants until they are saved', () => {
    const fresh = rows(makeApplication(), 'financial')?.slice(2, 5);
    expect(fresh).toEqual([
      { key: 'cards', state: 'Optional', summary: 'Nothing added yet', isNext: false },
      {
        key: 'monthly-commitments',
        state: 'Optional',
        summary: 'Nothing added yet',
        isNext: false,
      },
      { key: 'dependants', state: 'Optional', summary: 'Nothing added yet', isNext: false },
    ]);
    const saved = rows(makeApplication({ cardsAnsweredAt: '2026-11-01T10:00:00Z' }), 'financial')?.[2];
    expect(saved).toEqual({ key: 'cards', state: 'Done', summary: 'No credit card balance', isNext: false });
  });

  it('adds the co-applicant’s sections and checks for a joint application', () => {
    const application = makeApplication({ jointApplication: true });
    expect(rows(application, 'co-applicant')?.map((r) => r.key)).toEqual([
      'co-applicant-about-you',
      'co-applicant-address-history',
      'co-applicant-permission',
      'co-applicant-income',
      'co-applicant-additional-income',
    ]);
    expect(rows(application, 'checks')?.map((r) => r.key)).toEqual([
      'applicant-identity-verification',
      'co-applicant-identity-verification',
      'applicant-bank-statements',
      'co-applicant-bank-statements',
    ]);
  });

  it('says the identity check was skipped, and opens Submit once everything is ready', () => {
    const application = makeApplication({
      identityVerificationSkipped: true,
      openBankingConnected: true,
      nextStep: { kind: 'ReadyToSubmit', id: null, path: '/your-application/submit-disclaimer' },
    });
    const checks = getSectionGroups(application).find((g) => g.key === 'checks')?.sections ?? [];
    expect(checks.map((s) => [s.summary, s.skipped ?? false])).toEqual([
      ['Skipped for now: you can verify at any time', true],
      ['Connected with open banking', false],
    ]);
    expect(rows(application, 'submit')).toEqual([
      { key: 'submit', state: 'Todo', summary: 'Everything is ready to send to our team', isNext: true },
    ]);
  });

  it('says the identity check is not needed while the team has switched it off (skipIdv)', () => {
    const application = makeApplication({
      steps: [
        { id: 'applicant-identity-verification', path: '/x', status: 'Done' },
        { id: 'applicant-bank-statements', path: '/y', status: 'Todo' },
      ],
    });
    const checks = (skipIdv: boolean) =>
      (getSectionGroups(application, { skipIdv }).find((g) => g.key === 'checks')?.sections ?? []).map(
        (s) => s.summary,
      );
    expect(checks(true)[0]).toBe('Not needed for now: we’ll tell you if it is');
    expect(checks(false)[0]).toBe('Skipped for now: you can verify at any time');
    const verified = makeApplication({ identityVerified: true });
    expect(
      getSectionGroups(verified, { skipIdv: true }).find((g) => g.key === 'checks')?.sections[0]?.summary,
    ).toBe('Verified');
  });

  it('marks Submit done once the application is submitted', () => {
    const application = makeApplication({
      submitted: true,
      nextStep: { kind: 'Submitted', id: null, path: null },
    });
    expect(rows(application, 'submit')).toEqual([
      { key: 'submit', state: 'Done', summary: 'Submitted: we’re reviewing it', isNext: false },
    ]);
  });
});

describe('isIdentityCheckSkipped', () => {
  it('is true when the applicant skipped, or the step is done without a verified identity', () => {
    expect(
      isIdentityCheckSkipped({ identityVerified: false, identityVerificationSkipped: true, steps: [] }),
    ).toBe(true);
    expect(
      isIdentityCheckSkipped({
        identityVerified: false,
        identityVerificationSkipped: false,
        steps: [{ id: 'applicant-identity-verification', path: '/x', status: 'Done' }],
      }),
    ).toBe(true);
  });

  it('is false once the identity is verified, or while the check is still to do', () => {
    expect(
      isIdentityCheckSkipped({ identityVerified: true, identityVerificationSkipped: true, steps: [] }),
    ).toBe(false);
    expect(
      isIdentityCheckSkipped({
        identityVerified: false,
        identityVerificationSkipped: false,
        steps: [{ id: 'applicant-identity-verification', path: '/x', status: 'Todo' }],
      }),
    ).toBe(false);
  });
});
