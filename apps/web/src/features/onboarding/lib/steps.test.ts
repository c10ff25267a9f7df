/** The onboarding steps' order and completeness (spec §2 "Onboarding, in this order"). */
import { describe, expect, it } from 'vitest';
import type { OnboardingDraft } from './draft';
import {
  firstIncompleteStepBefore,
  isStepComplete,
  ONBOARDING_STEPS,
  stepForField,
  stepForPath,
} from './steps';

const complete: OnboardingDraft = {
  grossAnnualPay: 45_000,
  jointApplication: false,
  firstName: 'Amelia',
  lastName: 'Hughes',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  preferredLocations: ['SE1'],
  deposit: 20_000,
  depositSource: 'CashSavings',
};

describe('ONBOARDING_STEPS', () => {
  it('are the six routes of spec §2, in order', () => {
    expect(ONBOARDING_STEPS.map((step) => step.path)).toEqual([
      '/onboard/budget',
      '/onboard/name',
      '/onboard/checks',
      '/onboard/preferred-location',
      '/onboard/deposit',
      '/onboard/email-password',
    ]);
  });
});

describe('stepForPath and stepForField', () => {
  it('find the step of a route, with or without a trailing slash', () => {
    expect(stepForPath('/onboard/deposit/')?.id).toBe('deposit');
    expect(stepForPath('/onboard')).toBeUndefined();
  });

  it('find the step that asks for a field the server names', () => {
    expect(stepForField('preferredLocations.1')?.id).toBe('preferred-location');
    expect(stepForField('checks.over18')?.id).toBe('checks');
    expect(stepForField('email')?.id).toBe('email-password');
    expect(stepForField('utmSource')).toBeUndefined();
  });
});

describe('isStepComplete and firstIncompleteStepBefore', () => {
  it('accept a draft whose answers are all valid; the e-mail step is never complete from the draft', () => {
    expect(isStepComplete('budget', complete)).toBe(true);
    expect(isStepComplete('deposit', complete)).toBe(true);
    expect(isStepComplete('email-password', { ...complete, email: 'amelia@example.com' })).toBe(false);
    expect(firstIncompleteStepBefore(complete, 'email-password')).toBeUndefined();
  });

  it('send someone who skipped ahead back to the first step still to answer', () => {
    expect(firstIncompleteStepBefore({}, 'deposit')?.path).toBe('/onboard/budget');
    expect(firstIncompleteStepBefore({ ...complete, checks: { over18: true } }, 'deposit')?.path).toBe(
      '/onboard/checks',
    );
    expect(firstIncompleteStepBefore({ ...complete, preferredLocations: [] }, 'deposit')?.path).toBe(
      '/onboard/preferred-location',
    );
  });
});
