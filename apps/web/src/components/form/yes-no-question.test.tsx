/** The form kit's yes/no question: two radio cards named Yes and No in a group named by the question. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { YesNoQuestion } from './yes-no-question';

function Question({ onAnswer }: { onAnswer: (value: boolean) => void }) {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <YesNoQuestion
      label="Do you have any other income?"
      value={value}
      onChange={(next) => {
        setValue(next);
        onAnswer(next);
      }}
      error={value === null ? 'Say whether you have any other income' : null}
    />
  );
}

describe('YesNoQuestion', () => {
  it('offers Yes and No under the question, neither chosen, with its error', () => {
    renderWithMantine(<Question onAnswer={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Do you have any other income?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Say whether you have any other income')).toBeTruthy();
  });

  it('answers true for Yes and false for No', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    renderWithMantine(<Question onAnswer={(value) => answers.push(value)} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(answers).toEqual([true, false]);
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
  });
});
