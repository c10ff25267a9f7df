/** The form kit's name fields, used by onboarding's name step and About you. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { NameFields } from './name-fields';

type Values = {
  firstName: string;
  middleName: string;
  lastName: string;
  otherFirstName: string;
  otherMiddleName: string;
  otherLastName: string;
};

function NamesForm({ onSubmit, kind }: { onSubmit: (values: Values) => void; kind?: 'own' | 'other' }) {
  const form = useForm<Values>({
    defaultValues: {
      firstName: 'Amelia',
      middleName: '',
      lastName: 'Hughes',
      otherFirstName: '',
      otherMiddleName: '',
      otherLastName: '',
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <NameFields
        control={form.control}
        kind={kind}
        middleNameDescription="Leave blank if you don't have one."
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NameFields', () => {
  it('asks for a first, an optional middle and a last name, filled in from the saved ones', () => {
    renderWithMantine(<NamesForm onSubmit={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Amelia');
    expect(screen.getByRole('textbox', { name: 'Middle name (optional)' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('autocomplete')).toBe(
      'family-name',
    );
    expect(screen.getByText("Leave blank if you don't have one.")).toBeTruthy();
  });

  it('gives what is typed to the form', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    renderWithMantine(<NamesForm onSubmit={(values) => saved.push(values)} />);
    await user.type(screen.getByRole('textbox', { name: 'Middle name (optional)' }), 'Rose');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ firstName: 'Amelia', middleName: 'Rose', lastName: 'Hughes' });
  });

  it('asks for another name the person was known by, into the other-name fields', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    renderWithMantine(<NamesForm kind="other" onSubmit={(values) => saved.push(values)} />);
    await user.type(screen.getByRole('textbox', { name: 'Other first name' }), 'Amy');
    await user.type(screen.getByRole('textbox', { name: 'Other last name' }), 'Jones');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ firstName: 'Amelia', otherFirstName: 'Amy', otherLastName: 'Jones' });
    expect(screen.getByRole('textbox', { name: 'Other middle name (optional)' })).toBeTruthy();
  });
});
