/** The CSS-only segmented control: a named radiogroup, one option checked, arrow keys and clicks change it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { SegmentedRadios } from './segmented-radios';

type View = 'list' | 'map';

function Toggle({ onView }: { onView: (view: View) => void }) {
  const [view, setView] = useState<View>('list');
  return (
    <SegmentedRadios<View>
      aria-label="Show homes as"
      value={view}
      onChange={(next) => {
        setView(next);
        onView(next);
      }}
      data={[
        { value: 'list', label: 'List' },
        { value: 'map', label: 'Map' },
      ]}
    />
  );
}

describe('SegmentedRadios', () => {
  it('is a radiogroup named by its label, with the chosen option checked', () => {
    renderWithMantine(<Toggle onView={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Show homes as' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Map' }) as HTMLInputElement).checked).toBe(false);
  });

  it('changes on a click and with the arrow keys', async () => {
    const user = userEvent.setup();
    const views: View[] = [];
    renderWithMantine(<Toggle onView={(view) => views.push(view)} />);
    await user.click(screen.getByText('Map'));
    expect((screen.getByRole('radio', { name: 'Map' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect((screen.getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);
    expect(views).toEqual(['map', 'list']);
  });
});
