/**
 * The sort (spec §9 "Sort options"): on a phone's toolbar (`compact`) the browser's own select, labelled
 * "Sort by" without a visible label, with the spec's five options (decision 042); elsewhere Mantine's Select
 * with its visible label. The price band, the rent slider (spec §5), "Within my budget" and the desktop filters bar.
 */
import { SORT_OPTIONS } from '@stairway/domain/constants';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { DEFAULT_EXPLORE_FILTERS } from '../lib/explore-search';
import { AmountBand, BudgetSwitch, FiltersBar, SortSelect } from './filter-controls';
import { RentRangeSlider } from './rent-range-slider';

describe('SortSelect', () => {
  it('is the browser’s select on a phone, with every sort option, and says which was chosen', () => {
    const onChange = vi.fn();
    renderWithMantine(<SortSelect compact value="Most recent" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([...SORT_OPTIONS]);
    expect((select as HTMLSelectElement).value).toBe('Most recent');

    fireEvent.change(select, { target: { value: 'Lowest price' } });
    expect(onChange).toHaveBeenCalledWith('Lowest price');
  });

  it('is Mantine’s select with a visible label on a larger screen', () => {
    renderWithMantine(<SortSelect value="Highest rent" onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Sort by' });
    expect(input.tagName).toBe('INPUT');
    expect((input as HTMLInputElement).value).toBe('Highest rent');
  });
});

describe('AmountBand (price filter)', () => {
  it('offers a named minimum and maximum price from £50,000 to £1,000,000, and clears the maximum when the minimum passes it', () => {
    const onChange = vi.fn();
    renderWithMantine(<AmountBand label="Price" min={null} max={200_000} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    const min = screen.getByRole('combobox', { name: 'Minimum price' }) as HTMLSelectElement;
    const max = screen.getByRole('combobox', { name: 'Maximum price' }) as HTMLSelectElement;
    expect(min.value).toBe('');
    expect(max.value).toBe('200000');
    const labels = [...min.options].map((option) => option.textContent);
    expect(labels[0]).toBe('No min');
    expect(labels[1]).toBe('£50,000');
    expect(labels.at(-1)).toBe('£1,000,000+');

    fireEvent.change(min, { target: { value: '250000' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: 250_000, max: null });
    fireEvent.change(max, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: null });
  });
});

describe('RentRangeSlider (spec §5: step 5, minimum distance 5, default 0-2000, loaded min - 100 to max + 100)', () => {
  it('spans £0–£2,000 before the rent range loads, with both ends meaning no bound', () => {
    renderWithMantine(
      <RentRangeSlider minRent={null} maxRent={null} rentRange={null} onChange={() => undefined} />,
    );
    const from = screen.getByRole('slider', { name: 'Minimum monthly rent' });
    const to = screen.getByRole('slider', { name: 'Maximum monthly rent' });
    expect(from.getAttribute('aria-valuemin')).toBe('0');
    expect(to.getAttribute('aria-valuemax')).toBe('2000');
    expect(to.getAttribute('aria-valuetext')).toBe('£2,000 a month');
    expect(screen.getByText('No min – No max')).toBeTruthy();
  });

  it('spans the search’s rents ± £100, and sets the band by keyboard, a handle at an end clearing it', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <RentRangeSlider
        minRent={null}
        maxRent={1200}
        rentRange={{ min: 600, max: 1500 }}
        onChange={onChange}
      />,
    );
    const from = screen.getByRole('slider', { name: 'Minimum monthly rent' });
    const to = screen.getByRole('slider', { name: 'Maximum monthly rent' });
    expect(from.getAttribute('aria-valuenow')).toBe('500');
    expect(to.getAttribute('aria-valuenow')).toBe('1200');
    expect(to.getAttribute('aria-valuetext')).toBe('£1,200 a month');
    fireEvent.focus(to);
    fireEvent.keyDown(to, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith({ minRent: null, maxRent: 1195 });
    fireEvent.keyDown(to, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith({ minRent: null, maxRent: null });
    fireEvent.focus(from);
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ minRent: 505, maxRent: null });
  });
});

describe('BudgetSwitch', () => {
  it('says what the budget is and turns "Within my budget" off and on', () => {
    const onChange = vi.fn();
    renderWithMantine(<BudgetSwitch budget={190_000} checked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Within my budget' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText('Homes up to £190,000')).toBeTruthy();
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});

describe('FiltersBar', () => {
  it('shows price, rent, type, bedrooms and the budget switch, and changes one filter at a time', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <FiltersBar filters={DEFAULT_EXPLORE_FILTERS} onChange={onChange} budget={190_000} withinBudget />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Maximum price' }), {
      target: { value: '150000' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_EXPLORE_FILTERS, maxPrice: 150_000 });
    fireEvent.click(screen.getByRole('switch', { name: 'Within my budget' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_EXPLORE_FILTERS, withinBudget: false });
    expect(screen.getByRole('combobox', { name: 'Property type' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Minimum monthly rent' })).toBeTruthy();
  });

  it('has no budget switch without a budget', () => {
    renderWithMantine(
      <FiltersBar
        filters={DEFAULT_EXPLORE_FILTERS}
        onChange={() => undefined}
        budget={null}
        withinBudget={false}
      />,
    );
    expect(screen.queryByRole('switch', { name: 'Within my budget' })).toBeNull();
  });
});
