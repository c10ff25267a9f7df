/** The onboarding draft kept in session storage (spec §2 onboarding; the password is never stored). */
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  loadDraft,
  sanitiseDraft,
  saveDraft,
  toOnboardInput,
  withUtmFromSearch,
} from './draft';

describe('sanitiseDraft', () => {
  it('keeps well-typed answers and drops the rest', () => {
    expect(
      sanitiseDraft({
        grossAnnualPay: 45_000,
        deposit: 'lots',
        jointApplication: 'yes',
        firstName: 'Amelia',
        preferredLocations: ['SO16', 7, 'M1'],
        checks: { over18: true, rightToLiveInUk: 'true' },
        depositSource: 'Cash savings',
        password: 'Stairway home 2026',
      }),
    ).toEqual({
      grossAnnualPay: 45_000,
      firstName: 'Amelia',
      preferredLocations: ['SO16', 'M1'],
      checks: { over18: true },
    });
  });

  it('reads anything that is not an object as an empty draft', () => {
    expect(sanitiseDraft(null)).toEqual({});
    expect(sanitiseDraft('{"firstName":"Amelia"}')).toEqual({});
    expect(sanitiseDraft({ grossAnnualPay: Number.NaN })).toEqual({});
  });
});

describe('saveDraft and loadDraft', () => {
  it('keep the answers in session storage for the tab, never a password', () => {
    saveDraft({ firstName: 'Amelia', deposit: 20_000, password: 'Stairway home 2026' } as never);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toEqual({
      firstName: 'Amelia',
      deposit: 20_000,
    });
    expect(loadDraft()).toEqual({ firstName: 'Amelia', deposit: 20_000 });
  });

  it('start afresh when nothing or something unreadable is stored, and after clearDraft', () => {
    expect(loadDraft()).toEqual({});
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toEqual({});
    saveDraft({ firstName: 'Amelia' });
    clearDraft();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('withUtmFromSearch', () => {
  it('adds the marketing source of the landing URL, trimmed', () => {
    expect(
      withUtmFromSearch({ firstName: 'Amelia' }, '?utm_source=%20newsletter%20&utm_other_source=spring'),
    ).toEqual({ firstName: 'Amelia', utmSource: 'newsletter', utmOtherSource: 'spring' });
  });

  it('keeps at most 100 characters of each', () => {
    const long = 'a'.repeat(150);
    expect(withUtmFromSearch({}, `?utm_source=${long}`).utmSource).toBe('a'.repeat(100));
  });

  it('leaves the draft as it was when the URL has no source', () => {
    const draft = { utmSource: 'podcast' };
    expect(withUtmFromSearch(draft, '?ref=home')).toBe(draft);
  });
});

describe('toOnboardInput', () => {
  it('builds the onboard input from the draft and the last step, a blank middle name as null', () => {
    expect(
      toOnboardInput(
        {
          grossAnnualPay: 45_000,
          jointApplication: true,
          firstName: 'Amelia',
          middleName: '  ',
          lastName: 'Hughes',
          checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
          preferredLocations: ['SE1'],
          deposit: 20_000,
          depositSource: 'CashSavings',
          utmSource: 'newsletter',
        },
        { email: 'amelia@example.com', password: 'Stairway home 2026' },
      ),
    ).toEqual({
      grossAnnualPay: 45_000,
      jointApplication: true,
      firstName: 'Amelia',
      middleName: null,
      lastName: 'Hughes',
      checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      preferredLocations: ['SE1'],
      deposit: 20_000,
      depositSource: 'CashSavings',
      email: 'amelia@example.com',
      password: 'Stairway home 2026',
      utmSource: 'newsletter',
      utmOtherSource: null,
    });
  });

  it('gives nothing to send while the deposit source is not chosen (a closed set has no empty value)', () => {
    expect(toOnboardInput({ grossAnnualPay: 45_000 }, { email: 'a@example.com', password: 'x' })).toBeNull();
  });

  it('sends other missing answers as empty values for the server to refuse by name', () => {
    const input = toOnboardInput({ depositSource: 'Other' }, { email: 'a@example.com', password: 'x' });
    expect(input).toMatchObject({
      grossAnnualPay: 0,
      jointApplication: false,
      firstName: '',
      lastName: '',
      preferredLocations: [],
      deposit: 0,
      depositSource: 'Other',
      checks: { over18: false, rightToLiveInUk: false, noBankruptcyOrCcj: false, creditCheckConsent: false },
    });
  });
});
