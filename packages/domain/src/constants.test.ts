import { describe, expect, it } from 'vitest';
import {
  ADDRESS_HISTORY_MIN_MONTHS,
  ANNUAL_EQUITY_RATE,
  BEDROOM_FILTERS,
  BEDROOM_OPTIONS,
  BUDGET_FAKE_LOADING_MS,
  CARD_EQUITY_ROUNDING,
  DEFAULT_OWNERSHIP_YEARS,
  DEPOSIT_RATE,
  DEPOSIT_SOURCE_LABELS,
  DEPOSIT_SOURCES,
  DOCUMENT_TYPES,
  EMPLOYMENT_OPTION_LABELS,
  EMPLOYMENT_OPTIONS,
  EPC_RATING_LABELS,
  EPC_RATINGS,
  INCOME_TYPE_EXAMPLES,
  INCOME_TYPE_LABELS,
  INCOME_TYPES,
  INITIAL_DEPOSIT_ROUNDING,
  LISTING_SITE_URL,
  MIN_BUDGET,
  OWNERSHIP_CARD_TEXT,
  OWNERSHIP_LABELS,
  OWNERSHIP_OPTIONS,
  OWNERSHIP_TARGET_RATE,
  PIPELINE_STATUS_FILTERS,
  PRODUCT_NAME,
  PROGRESS_BAR_MIN_PERCENT,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SELECTABLE_EPC_RATINGS,
  SELECTABLE_OWNERSHIP_OPTIONS,
  SORT_DIRECTIONS,
  SORT_OPTIONS,
  TOAST_DURATION_MS,
  TYPE_FILTERS,
  UNCOUNTED_INCOME_TEXT,
} from './constants';

describe('spec §9 business constants', () => {
  it('has the figures of spec §9', () => {
    expect(PRODUCT_NAME).toBe('Stairway');
    expect(MIN_BUDGET).toBe(50_000);
    expect(ADDRESS_HISTORY_MIN_MONTHS).toBe(35);
    expect(BUDGET_FAKE_LOADING_MS).toBe(1500);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(DEPOSIT_RATE).toBe(0.02);
    expect(INITIAL_DEPOSIT_ROUNDING).toBe(100);
    expect(ANNUAL_EQUITY_RATE).toBe(0.01);
    expect(CARD_EQUITY_ROUNDING).toBe(10);
    expect(OWNERSHIP_TARGET_RATE).toBe(0.08);
    expect(DEFAULT_OWNERSHIP_YEARS).toBe(8);
    expect(PROGRESS_BAR_MIN_PERCENT).toBe(15);
    expect(LISTING_SITE_URL).toBe('https://www.rightmove.co.uk');
    expect(OWNERSHIP_CARD_TEXT).toBe('Buy this property in 4-8 years');
  });

  it('keeps the 8% target consistent with the 4-8 year card text', () => {
    // Minimum equity is 1% a year, so 8% takes 8 years; double takes 4.
    expect(OWNERSHIP_TARGET_RATE / ANNUAL_EQUITY_RATE).toBe(8);
    expect(OWNERSHIP_TARGET_RATE / (2 * ANNUAL_EQUITY_RATE)).toBe(4);
  });
});

describe('spec §3 enumerations', () => {
  it('labels every value as the spec spells it, in the spec order', () => {
    expect(INCOME_TYPES.map((t) => INCOME_TYPE_LABELS[t])).toEqual([
      'Employed',
      'Professional contractor',
      'Sole trader',
      'Limited company',
      'Benefits',
    ]);
    expect(PROPERTY_TYPES.map((t) => PROPERTY_TYPE_LABELS[t])).toEqual([
      'Flat',
      'Terraced',
      'Semi-detached',
      'Detached',
      'Other',
    ]);
    expect(EPC_RATINGS.map((r) => EPC_RATING_LABELS[r])).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      "I don't know",
    ]);
    expect(SELECTABLE_EPC_RATINGS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(BEDROOM_OPTIONS).toEqual(['Studio', '1', '2', '3', '4']);
    expect(OWNERSHIP_OPTIONS.map((o) => OWNERSHIP_LABELS[o])).toEqual([
      'Freehold',
      'Leasehold',
      "I don't know",
    ]);
    expect(SELECTABLE_OWNERSHIP_OPTIONS).toEqual(['Freehold', 'Leasehold']);
    expect(PIPELINE_STATUS_FILTERS).toEqual([
      'All',
      'Approved',
      'FeePaid',
      'InReview',
      'Onboard',
      'Rejected',
      'Submitted',
    ]);
    expect(DOCUMENT_TYPES).toEqual(['BankStatement', 'Contract', 'Other', 'Payslip', 'Tax']);
    expect(SORT_DIRECTIONS).toEqual(['ASC', 'DESC']);
    expect(EMPLOYMENT_OPTIONS.map((o) => EMPLOYMENT_OPTION_LABELS[o])).toEqual([
      'Permanent employment',
      'Temporary / Zero-hour',
      'Self-employed',
      'Sole-trader / Freelance',
      'Other',
    ]);
    expect(DEPOSIT_SOURCES.map((s) => DEPOSIT_SOURCE_LABELS[s])).toEqual([
      'Cash savings',
      'Liquid investments',
      'Gifted deposit',
      'Other',
    ]);
  });

  it("spells every stored value as a GraphQL name: the spec's words in PascalCase, its identifiers as spelled", () => {
    const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;
    const sets = [INCOME_TYPES, PROPERTY_TYPES, EPC_RATINGS, OWNERSHIP_OPTIONS, PIPELINE_STATUS_FILTERS];
    for (const set of [...sets, DOCUMENT_TYPES, SORT_DIRECTIONS, EMPLOYMENT_OPTIONS, DEPOSIT_SOURCES]) {
      for (const value of set) expect(value).toMatch(graphqlName);
    }
    expect(INCOME_TYPES).toContain('ProfessionalContractor');
    expect(PROPERTY_TYPES).toContain('SemiDetached');
    expect(EMPLOYMENT_OPTIONS).toContain('TemporaryZeroHour');
    expect(DEPOSIT_SOURCES).toContain('CashSavings');
    expect(EPC_RATINGS).toContain('IDontKnow');
  });

  it('lists the explore-page options of spec §9', () => {
    expect(SORT_OPTIONS).toEqual([
      'Most recent',
      'Highest rent',
      'Lowest rent',
      'Highest price',
      'Lowest price',
    ]);
    expect(TYPE_FILTERS).toEqual(['All', 'Flat', 'Terraced', 'Semi detached', 'Detached']);
    expect(BEDROOM_FILTERS).toEqual(['All', 'Studio', '1', '2', '3+']);
  });

  it('only offers selectable values that are valid values', () => {
    for (const rating of SELECTABLE_EPC_RATINGS) expect(EPC_RATINGS).toContain(rating);
    for (const option of SELECTABLE_OWNERSHIP_OPTIONS) expect(OWNERSHIP_OPTIONS).toContain(option);
  });
});

describe('additional income in words', () => {
  it('describes each of the five income types, and names what none of them records', () => {
    expect(Object.keys(INCOME_TYPE_EXAMPLES)).toEqual([...INCOME_TYPES]);
    expect(Object.values(INCOME_TYPE_EXAMPLES).join(' ')).not.toMatch(/pension|lodger/);
    expect(UNCOUNTED_INCOME_TEXT).toMatch(/pension/);
    expect(UNCOUNTED_INCOME_TEXT).toMatch(/lodger/);
  });
});
