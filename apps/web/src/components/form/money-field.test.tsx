/** The form kit's money field: whole pounds, a number or null, the error next to it, named by its label. */
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithMantine } from '../../testing/render';
import { MoneyField } from './money-field';

const schema = z.object({
  pay: z.number({ error: 'Enter your gross annual pay in whole pounds' }).min(1, 'Enter more than £0'),
});
type Values = { pay: number | null };

/** A form with one money field; `onValue` sees every value the field gives. */
function PayForm({
  onValue,
  initial = null,
}: {
  onValue: (value: unknown) => void;
  initial?: number | null;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { pay: initial },
  });
  form.watch((values) => onValue(values.pay));
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <MoneyField
        control={form.control}
        name="pay"
        label="Gross annual pay"
        description="Your yearly pay before tax, in whole pounds."
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe('MoneyField', () => {
  it('is named by its label and shows the saved amount with a £ and thousands commas', () => {
    renderWithMantine(<PayForm onValue={() => undefined} initial={35_000} />);
    const input = screen.getByRole('textbox', { name: 'Gross annual pay' });
    expect(input).toHaveProperty('value', '£35,000');
    // The phone's number keypad.
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('gives the typed amount as a number of pounds, and null once emptied', async () => {
    const user = userEvent.setup();
    const values: unknown[] = [];
    renderWithMantine(<PayForm onValue={(value) => values.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Gross annual pay' });
    await user.type(input, '42500');
    expect(values.at(-1)).toBe(42_500);
    expect(input).toHaveProperty('value', '£42,500');
    await user.clear(input);
    expect(values.at(-1)).toBeNull();
  });

  it('takes no pence and no minus sign', async () => {
    const user = userEvent.setup();
    const values: unknown[] = [];
    renderWithMantine(<PayForm onValue={(value) => values.push(value)} />);
    await user.type(screen.getByRole('textbox', { name: 'Gross annual pay' }), '-1200.50');
    expect(values.at(-1)).toBe(120_050);
  });

  it('shows the schema’s message under the field when it is left empty', async () => {
    const user = userEvent.setup();
    renderWithMantine(<PayForm onValue={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = screen.getByRole('textbox', { name: 'Gross annual pay' });
    expect(await screen.findByText('Enter your gross annual pay in whole pounds')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
