/** The application's page order for Back and Next (spec §2 routes). */
import { describe, expect, it } from 'vitest';
import { getAdjacentPages, getPageOrder } from './pages';

describe('getPageOrder', () => {
  it('lists a single applicant’s pages in the order of spec §2', () => {
    expect(getPageOrder(false)).toEqual([
      '/your-application/personal-details/about-you',
      '/your-application/personal-details/address-history',
      '/your-application/financial-details/income',
      '/your-application/financial-details/additional-income',
      '/your-application/financial-details/cards',
      '/your-application/financial-details/monthly-commitments',
      '/your-application/financial-details/dependants',
      '/your-application/financial-details/deposit',
      '/your-application/identity-verification/applicant-identity-verification',
      '/your-application/bank-statements/applicant-bank-statements',
      '/your-application/submit-disclaimer',
      '/your-application/submit',
    ]);
  });

  it('puts the co-applicant’s pages after the applicant’s for a joint application', () => {
    expect(getPageOrder(true)).toEqual([
      '/your-application/personal-details/about-you',
      '/your-application/personal-details/address-history',
      '/your-application/financial-details/income',
      '/your-application/financial-details/additional-income',
      '/your-application/financial-details/cards',
      '/your-application/financial-details/monthly-commitments',
      '/your-application/financial-details/dependants',
      '/your-application/financial-details/deposit',
      '/your-application/co-applicant-personal-details/about-you',
      '/your-application/co-applicant-personal-details/address-history',
      '/your-application/co-applicant-personal-details/permission',
      '/your-application/co-applicant-financial-details/income',
      '/your-application/co-applicant-financial-details/additional-income',
      '/your-application/identity-verification/applicant-identity-verification',
      '/your-application/identity-verification/co-applicant-identity-verification',
      '/your-application/bank-statements/applicant-bank-statements',
      '/your-application/bank-statements/co-applicant-bank-statements',
      '/your-application/submit-disclaimer',
      '/your-application/submit',
    ]);
  });
});

describe('getAdjacentPages', () => {
  it('goes back to the overview from the first page', () => {
    expect(getAdjacentPages('/your-application/personal-details/about-you', false)).toEqual({
      previous: '/your-application',
      next: '/your-application/personal-details/address-history',
    });
  });

  it('goes back from address history to About you', () => {
    expect(getAdjacentPages('/your-application/personal-details/address-history', false).previous).toBe(
      '/your-application/personal-details/about-you',
    );
  });

  it('puts cards between additional income and monthly commitments', () => {
    expect(getAdjacentPages('/your-application/financial-details/cards', false)).toEqual({
      previous: '/your-application/financial-details/additional-income',
      next: '/your-application/financial-details/monthly-commitments',
    });
  });

  it('goes from dependants to the deposit, then to the co-applicant’s about you only for a joint application', () => {
    expect(getAdjacentPages('/your-application/financial-details/dependants', false).next).toBe(
      '/your-application/financial-details/deposit',
    );
    expect(getAdjacentPages('/your-application/financial-details/deposit', false).next).toBe(
      '/your-application/identity-verification/applicant-identity-verification',
    );
    expect(getAdjacentPages('/your-application/financial-details/deposit', true).next).toBe(
      '/your-application/co-applicant-personal-details/about-you',
    );
  });

  it('goes on to the overview after the submit page', () => {
    expect(getAdjacentPages('/your-application/submit', false)).toEqual({
      previous: '/your-application/submit-disclaimer',
      next: '/your-application',
    });
  });

  it('sends a page outside the order back and on to the overview', () => {
    expect(getAdjacentPages('/your-application/first-home/images', false)).toEqual({
      previous: '/your-application',
      next: '/your-application',
    });
  });
});
