/** The new-password field's strength meter: the domain's rule, shown as it is typed and read with the field. */

import { checkPasswordStrength } from '@stairway/domain/password';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { NewPasswordField } from './new-password-field';

/** The text of the elements that describe a field (what a screen reader reads after its name). */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <NewPasswordField
      password={value}
      userInputs={['amelia.hughes@example.com']}
      error={error}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('NewPasswordField', () => {
  it('says the rule before anything is typed, then the strength and why a password is refused', async () => {
    renderWithMantine(<Field />);
    const field = screen.getByLabelText('New password');
    expect(descriptionOf(field)).toBe(
      'At least 8 characters and hard to guess. Three or more random words work well.',
    );
    await userEvent.type(field, 'password1');
    expect(await screen.findByText('Very weak')).toBeTruthy();
    expect(descriptionOf(field)).toContain('it is one of the most used passwords');

    await userEvent.clear(field);
    await userEvent.type(field, 'winter coat 9');
    expect(await screen.findByText('Strong')).toBeTruthy();
    expect(descriptionOf(field)).toContain('Good: this password is hard to guess.');
  });

  it('marks down a password made of the e-mail address', async () => {
    renderWithMantine(<Field />);
    await userEvent.type(screen.getByLabelText('New password'), 'ameliahughes');
    expect(await screen.findByText(/your name or e-mail address/)).toBeTruthy();
  });

  it('says a refused password’s reason once when the error says the same', async () => {
    const { problem } = checkPasswordStrength('password1', ['amelia.hughes@example.com']);
    expect(problem).toBeTruthy();
    renderWithMantine(<Field error={problem ?? ''} />);
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'password1');
    expect(await screen.findByText('Very weak')).toBeTruthy();
    expect(screen.getAllByText(problem ?? '')).toHaveLength(1);
    expect(descriptionOf(field).split(problem ?? '')).toHaveLength(2);
  });

  it('keeps the meter’s reason when the error says something else', async () => {
    renderWithMantine(<Field error="Choose a new password that is different from your current one" />);
    await userEvent.type(screen.getByLabelText('New password'), 'password1');
    expect(await screen.findByText(/it is one of the most used passwords/)).toBeTruthy();
  });
});
