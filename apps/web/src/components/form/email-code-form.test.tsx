/**
 * The shared e-mail or code form: the field suits what it asks for (an e-mail address, or a one-time code with
 * the numeric keyboard and the browser's code autofill), the value typed is sent, the problem shows above the
 * field, and everything is disabled while it sends.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { EmailCodeForm, type EmailCodeFormProps } from './email-code-form';

type Values = { email: string; code: string };

/** The form with a react-hook-form field of its kind; `onSend` gets the values submitted. */
function Harness(
  props: Partial<Omit<EmailCodeFormProps, 'field' | 'onSubmit'>> & {
    kind: 'email' | 'code';
    onSend?: (values: Values) => void;
  },
) {
  const { kind, onSend = () => undefined, ...rest } = props;
  const form = useForm<Values>({ defaultValues: { email: '', code: '' } });
  return (
    <EmailCodeForm
      label={kind === 'email' ? 'E-mail address' : 'Your code'}
      submitLabel="Send"
      busy={false}
      {...rest}
      kind={kind}
      field={form.register(kind)}
      onSubmit={form.handleSubmit(onSend)}
    />
  );
}

describe('EmailCodeForm', () => {
  it('asks for an e-mail address and sends what was typed', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithMantine(<Harness kind="email" aria-label="Reset your password" onSend={onSend} />);
    const field = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.autocomplete).toBe('email');
    expect(field.inputMode).toBe('email');
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();

    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ email: 'ada@example.com', code: '' }, expect.anything());
  });

  it('asks for a one-time code with its description, the field’s error and what goes around the button', () => {
    renderWithMantine(
      <Harness
        kind="code"
        description="6 digits, for example 123 456"
        error="That code is not right"
        after={<button type="button">Send me a new code</button>}
      >
        <p>We've sent a new code.</p>
      </Harness>,
    );
    const field = screen.getByLabelText('Your code') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.autocomplete).toBe('one-time-code');
    expect(field.inputMode).toBe('numeric');
    expect(field.maxLength).toBe(9);
    expect(field.dataset.testid).toBe('field-code');
    expect(screen.getByText('6 digits, for example 123 456')).toBeTruthy();
    expect(screen.getByText('That code is not right')).toBeTruthy();
    expect(screen.getByText("We've sent a new code.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeTruthy();
  });

  it('shows the problem above the field, focusable', () => {
    renderWithMantine(<Harness kind="email" problem="We couldn't send it just now." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't send it just now.");
    expect(alert.tabIndex).toBe(-1);
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('E-mail address')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('disables the field and the buttons while sending', () => {
    renderWithMantine(<Harness kind="code" busy after={<button type="button">Send me a new code</button>} />);
    const fieldset = screen.getByRole('group');
    expect(fieldset).toHaveProperty('disabled', true);
    expect(fieldset.contains(screen.getByLabelText('Your code'))).toBe(true);
    expect(fieldset.contains(screen.getByRole('button', { name: 'Send me a new code' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});
