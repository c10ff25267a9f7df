import { describe, expect, it } from 'vitest';
import {
  type ApplicationProgressInput,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  getAnsweredSections,
  getApplicationSteps,
  getDisplayedProgress,
  getNextStep,
  getProgressPercent,
  isAdditionalIncomeComplete,
  isAddressHistoryComplete,
  isIncomeComplete,
  type PersonProgressInput,
} from './application-progress';

const today = '2026-11-22';

const completePerson: PersonProgressInput = {
  dateOfBirth: '1990-04-01',
  addresses: [{ moveInDate: '2020-01-15' }],
  incomes: [{ primary: true, baseGrossIncome: 40_000 }],
  hasAdditionalIncome: false,
  identityVerified: true,
  documentsUploaded: true,
};

const emptyPerson: PersonProgressInput = {
  dateOfBirth: null,
  addresses: [],
  incomes: [],
  hasAdditionalIncome: null,
  identityVerified: false,
  documentsUploaded: false,
};

function application(overrides: Partial<ApplicationProgressInput> = {}): ApplicationProgressInput {
  return {
    applicant: emptyPerson,
    jointApplication: false,
    skipIdv: false,
    budget: 200_000,
    ...overrides,
  };
}

describe('address history (spec §5: more than 35 months)', () => {
  it('counts whole months from the earliest move-in date to today', () => {
    expect(getAddressHistoryMonths([{ moveInDate: '2024-11-22' }, { moveInDate: '2023-11-22' }], today)).toBe(
      36,
    );
    expect(getAddressHistoryMonths([], today)).toBe(0);
    expect(getAddressHistoryMonths([{ moveInDate: '2027-01-01' }], today)).toBe(0);
  });

  it('is incomplete at 35 months and complete at 36', () => {
    const at35 = [{ moveInDate: '2023-12-22' }];
    const at36 = [{ moveInDate: '2023-11-22' }];
    expect(getAddressHistoryMonths(at35, today)).toBe(35);
    expect(isAddressHistoryComplete(at35, today)).toBe(false);
    expect(getAddressHistoryMonthsNeeded(at35, today)).toBe(1);
    expect(isAddressHistoryComplete(at36, today)).toBe(true);
    expect(getAddressHistoryMonthsNeeded(at36, today)).toBe(0);
    expect(getAddressHistoryMonthsNeeded([], today)).toBe(36);
  });

  it('is incomplete one day short of 36 months', () => {
    expect(isAddressHistoryComplete([{ moveInDate: '2023-11-23' }], today)).toBe(false);
  });
});

describe('income sections (spec §4)', () => {
  it('needs a primary income with a value', () => {
    expect(isIncomeComplete([])).toBe(false);
    expect(isIncomeComplete([{ primary: true, baseGrossIncome: 0 }])).toBe(false);
    expect(isIncomeComplete([{ primary: false, baseGrossIncome: 30_000 }])).toBe(false);
    expect(isIncomeComplete([{ primary: true, contractorCurrentDayRate: 450 }])).toBe(true);
    expect(isIncomeComplete([{ primary: true, benefitsPip: 300 }])).toBe(true);
  });

  it('takes "none" or a non-primary income as an answer for additional income', () => {
    expect(isAdditionalIncomeComplete({ hasAdditionalIncome: null, incomes: [] })).toBe(false);
    expect(isAdditionalIncomeComplete({ hasAdditionalIncome: true, incomes: [] })).toBe(false);
    expect(isAdditionalIncomeComplete({ hasAdditionalIncome: false, incomes: [] })).toBe(true);
    expect(
      isAdditionalIncomeComplete({
        hasAdditionalIncome: true,
        incomes: [{ primary: false, benefitsDla: 1 }],
      }),
    ).toBe(true);
  });
});

describe('next step (spec §4 order)', () => {
  it('starts with about you, then address history, income and additional income', () => {
    expect(getNextStep(application(), today)).toMatchObject({ kind: 'Step', id: 'about-you' });
    const withDob = { ...emptyPerson, dateOfBirth: '1990-01-01' };
    expect(getNextStep(application({ applicant: withDob }), today)).toMatchObject({ id: 'address-history' });
    const withHistory = { ...withDob, addresses: [{ moveInDate: '2020-01-01' }] };
    expect(getNextStep(application({ applicant: withHistory }), today)).toMatchObject({ id: 'income' });
    const withIncome = { ...withHistory, incomes: [{ primary: true, baseGrossIncome: 35_000 }] };
    expect(getNextStep(application({ applicant: withIncome }), today)).toMatchObject({
      id: 'additional-income',
      path: '/your-application/financial-details/additional-income',
    });
  });

  it('puts the co-applicant steps after the applicant’s for a joint application', () => {
    const applicant = { ...completePerson, identityVerified: false, documentsUploaded: false };
    const joint = application({ applicant, jointApplication: true });
    expect(getNextStep(joint, today)).toMatchObject({ id: 'co-applicant-about-you' });
    const ids = getApplicationSteps(joint, today).map((s) => s.id);
    expect(ids).toEqual([
      'about-you',
      'address-history',
      'income',
      'additional-income',
      'co-applicant-about-you',
      'co-applicant-address-history',
      'co-applicant-permission',
      'co-applicant-income',
      'co-applicant-additional-income',
      'applicant-identity-verification',
      'co-applicant-identity-verification',
      'applicant-bank-statements',
      'co-applicant-bank-statements',
    ]);
    const withCo = { ...joint, coApplicant: { ...completePerson, identityVerified: false } };
    expect(getNextStep(withCo, today)).toMatchObject({ id: 'co-applicant-permission' });
    expect(getNextStep({ ...withCo, coApplicantPermission: 'Yes' }, today)).toMatchObject({
      id: 'applicant-identity-verification',
    });
  });

  it('locks identity verification until the personal and financial sections are done', () => {
    const steps = getApplicationSteps(application(), today);
    expect(steps.find((s) => s.id === 'applicant-identity-verification')?.status).toBe('Locked');
    expect(steps.find((s) => s.id === 'applicant-bank-statements')?.status).toBe('Locked');
    const ready = getApplicationSteps(
      application({ applicant: { ...completePerson, identityVerified: false, documentsUploaded: false } }),
      today,
    );
    expect(ready.find((s) => s.id === 'applicant-identity-verification')?.status).toBe('Todo');
    expect(ready.find((s) => s.id === 'applicant-bank-statements')?.status).toBe('Locked');
  });

  it('unlocks bank statements without identity verification when it is skipped', () => {
    const applicant = { ...completePerson, identityVerified: false, documentsUploaded: false };
    for (const skip of [{ skipIdv: true }, { identityVerificationSkipped: true }]) {
      const input = application({ applicant, ...skip });
      const steps = getApplicationSteps(input, today);
      expect(steps.find((s) => s.id === 'applicant-identity-verification')?.status).toBe('Done');
      expect(steps.find((s) => s.id === 'applicant-bank-statements')?.status).toBe('Todo');
      expect(getNextStep(input, today)).toMatchObject({ id: 'applicant-bank-statements' });
    }
  });

  it('sends the user back to income when the budget is under £50,000, else to submit', () => {
    const done = { applicant: completePerson };
    expect(getNextStep(application({ ...done, budget: 49_999 }), today)).toEqual({
      kind: 'CannotProvideBudget',
      path: '/your-application/financial-details/income',
    });
    expect(getNextStep(application({ ...done, budget: 50_000 }), today)).toMatchObject({
      kind: 'ReadyToSubmit',
    });
    expect(getNextStep(application({ ...done, budget: 50_001 }), today)).toMatchObject({
      kind: 'ReadyToSubmit',
    });
    expect(getNextStep(application({ ...done, submitted: true }), today)).toEqual({ kind: 'Submitted' });
  });
});

describe('progress (spec §4, §9)', () => {
  it('is the floor of the share of completed items', () => {
    // 6 steps for a single applicant plus expenditure and dependants (always complete): 1 of 7 = 14.29 → 14.
    expect(getProgressPercent(application(), today)).toBe(14);
    const withDob = { ...emptyPerson, dateOfBirth: '1990-01-01' };
    // About you done too: 2 of 7 = 28.57, floored to 28 (spec §4 "floor of the share").
    expect(getProgressPercent(application({ applicant: withDob }), today)).toBe(28);
    expect(getProgressPercent(application({ applicant: completePerson }), today)).toBe(100);
  });

  it('shows at least 15% on the thin bar', () => {
    expect(getDisplayedProgress(0)).toBe(15);
    expect(getDisplayedProgress(14)).toBe(15);
    expect(getDisplayedProgress(15)).toBe(15);
    expect(getDisplayedProgress(57)).toBe(57);
    expect(getDisplayedProgress(120)).toBe(100);
  });
});

describe('getAnsweredSections', () => {
  it('names the optional sections whose fields a change saves, £0 included', () => {
    expect(getAnsweredSections({ cardBalance: 0 })).toEqual(['cards']);
    expect(getAnsweredSections({ monthlyLoans: 0, monthlyCommitments: 50 })).toEqual(['monthly-commitments']);
    expect(getAnsweredSections({ childDependants: 0 })).toEqual(['dependants']);
    expect(getAnsweredSections({ cardBalance: undefined, nationality: 'British' })).toEqual([]);
    expect(getAnsweredSections({ cardBalance: 10, adultDependants: 1 })).toEqual(['cards', 'dependants']);
  });
});
