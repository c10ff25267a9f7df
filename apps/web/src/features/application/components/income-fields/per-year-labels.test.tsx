/**
 * The per-year fields of the income forms each name their tax year, so that a screen reader tells them apart: not
 * "Director salary (a year)" twice.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { LimitedCompanyIncomeForm } from './limited-company-income-form';
import { SoleTraderIncomeForm } from './sole-trader-income-form';

const common = { formId: 'income', onDraft: () => {}, onSave: async () => {}, onError: () => {} };

/** Every label of the rendered form's inputs. */
function labels(): string[] {
  return [...document.querySelectorAll('label')].map((label) => label.textContent ?? '');
}

describe('per-year income fields', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('limited company: salary and dividends name the tax year they are for', () => {
    renderWithMantine(<LimitedCompanyIncomeForm {...common} initial={{ type: 'LimitedCompany' }} />);
    expect(screen.getByLabelText(/^Director salary, year to 5 April 2026/)).toBeTruthy();
    expect(screen.getByLabelText(/^Dividends, year to 5 April 2026/)).toBeTruthy();
    expect(screen.getByLabelText(/^Director salary, year to 5 April 2025/)).toBeTruthy();
    expect(screen.getByLabelText(/^Dividends, year to 5 April 2025/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'This year (6 April 2025 to 5 April 2026)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Last year (6 April 2024 to 5 April 2025)' })).toBeTruthy();
    const all = labels();
    expect(new Set(all).size).toBe(all.length);
  });

  it('sole trader: the two years’ profits name their tax years', () => {
    renderWithMantine(<SoleTraderIncomeForm {...common} initial={{ type: 'SoleTrader' }} />);
    expect(screen.getByLabelText(/^Profits, year to 5 April 2026/)).toBeTruthy();
    expect(screen.getByLabelText(/^Profits, year to 5 April 2025/)).toBeTruthy();
  });
});
