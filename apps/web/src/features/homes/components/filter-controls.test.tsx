/**
 * The sort (spec §9 "Sort options"): on a phone's toolbar (`compact`) the browser's own select, labelled
 * "Sort by" without a visible label, with the spec's five options (decision 042); elsewhere Mantine's Select
 * with its visible label.
 */
import { SORT_OPTIONS } from '@stairway/domain/constants';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { SortSelect } from './filter-controls';

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
