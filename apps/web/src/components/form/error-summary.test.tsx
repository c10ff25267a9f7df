/** The form kit's error summary: after a failed submit, an alert listing the fields to fix. */
import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { ErrorSummary } from './error-summary';

type Values = { dateOfBirth: string; nationality: string };

function AboutForm() {
  const form = useForm<Values>({ defaultValues: { dateOfBirth: '', nationality: '' } });
  const { errors } = form.formState;
  return (
    <form id="about" noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextInput
        label="Date of birth"
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth', { required: 'Enter your date of birth' })}
      />
      <TextInput
        label="Nationality"
        error={errors.nationality?.message}
        {...form.register('nationality', { required: 'Enter your nationality' })}
      />
      <ErrorSummary formId="about" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing until a save is tried, then lists the fields to fix and follows the corrections', async () => {
    const user = userEvent.setup();
    renderWithMantine(<AboutForm />);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 answers need your attention');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Date of birth', 'Nationality']);

    await user.click(screen.getByRole('link', { name: 'Nationality' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Nationality'));

    await user.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('1 answer needs your attention')).textContent).toBeTruthy();
  });
});
