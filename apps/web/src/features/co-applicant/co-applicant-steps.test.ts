/**
 * Where Back and Next go on the co-applicant's step pages (co-applicant-steps.ts; spec §2 co-applicant routes,
 * spec §4 step order): each step's previous and next step, their dashboard before the first and after the last.
 */
import { describe, expect, it } from 'vitest';
import { CO_APPLICANT_STEP_LABELS, getCoApplicantStepNav, isCoApplicantStepId } from './co-applicant-steps';

const DASHBOARD = '/co-applicant-dashboard';
const ABOUT_YOU = '/your-application/co-applicant-personal-details/about-you';
const ADDRESS_HISTORY = '/your-application/co-applicant-personal-details/address-history';
const PERMISSION = '/your-application/co-applicant-personal-details/permission';
const INCOME = '/your-application/co-applicant-financial-details/income';
const ADDITIONAL_INCOME = '/your-application/co-applicant-financial-details/additional-income';
const IDENTITY = '/your-application/identity-verification/co-applicant-identity-verification';
const STATEMENTS = '/your-application/bank-statements/co-applicant-bank-statements';

describe('getCoApplicantStepNav', () => {
  it.each([
    ['co-applicant-about-you', ABOUT_YOU, DASHBOARD, ADDRESS_HISTORY],
    ['co-applicant-address-history', ADDRESS_HISTORY, ABOUT_YOU, PERMISSION],
    ['co-applicant-permission', PERMISSION, ADDRESS_HISTORY, INCOME],
    ['co-applicant-income', INCOME, PERMISSION, ADDITIONAL_INCOME],
    ['co-applicant-additional-income', ADDITIONAL_INCOME, INCOME, IDENTITY],
    ['co-applicant-identity-verification', IDENTITY, ADDITIONAL_INCOME, STATEMENTS],
    ['co-applicant-bank-statements', STATEMENTS, IDENTITY, DASHBOARD],
  ] as const)('%s is at %s, Back goes to %s and Next to %s', (stepId, path, backTo, nextTo) => {
    expect(getCoApplicantStepNav(stepId)).toEqual({ path, backTo, nextTo });
  });

  it('covers every one of the co-applicant’s steps, and only theirs', () => {
    expect(Object.keys(CO_APPLICANT_STEP_LABELS)).toHaveLength(7);
    expect(isCoApplicantStepId('co-applicant-income')).toBe(true);
    expect(isCoApplicantStepId('income')).toBe(false);
  });
});
