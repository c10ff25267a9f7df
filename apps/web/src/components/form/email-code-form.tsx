/**
 * The one form that asks for a single e-mail address or a single one-time code, and sends it: a forgotten
 * password's reset link, a new e-mail address's confirmation link, a landlord's sign-in code, and the 6-digit
 * code that confirms an address or signs a landlord in (decision record 013). Its fields are disabled while it
 * sends; the problem, if any, shows above the field (focusable, so the page can move focus to it).
 *
 * The field is registered with react-hook-form by the caller (`form.register('email')` or `'code'`), which keeps
 * the form's state and submission in the page's hook.
 */
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of {@link EmailCodeForm}. */
export type EmailCodeFormProps = {
  /** An e-mail address (the browser's e-mail keyboard and autofill) or a code (digits, one-time-code autofill). */
  kind: 'email' | 'code';
  /** The field's registration, `form.register('email')` or `form.register('code')`. */
  field: UseFormRegisterReturn;
  label: string;
  description?: string;
  /** The field's own error. */
  error?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** While sending: the fields are disabled and the button shows it is working. */
  busy: boolean;
  /** The form's problem, shown above the field. */
  problem?: string | null;
  /** The problem's alert, for the page to focus it. */
  problemRef?: Ref<HTMLDivElement>;
  /** The form's accessible name. */
  'aria-label'?: string;
  /** The field's and the button's size ('sm' by default). */
  size?: 'sm' | 'md';
  /** Whether the button takes the form's width (the default), else its own on the left. */
  fullWidth?: boolean;
  /** Shown between the field and the button (e.g. "We've sent a new code"). */
  children?: ReactNode;
  /** Shown after the button, inside the form (e.g. "Send me a new code"). */
  after?: ReactNode;
};

const emailProps = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
} as const;

const codeProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  // "123 456" pasted with its space, or with spaces around it.
  maxLength: 9,
  styles: { input: { fontSize: 22, letterSpacing: 4, fontVariantNumeric: 'tabular-nums' } },
} as const;

/** The form: the problem, the field, then the button. */
export function EmailCodeForm(props: EmailCodeFormProps) {
  const fullWidth = props.fullWidth ?? true;
  return (
    <form onSubmit={props.onSubmit} noValidate aria-label={props['aria-label']}>
      <fieldset disabled={props.busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {props.problem && (
            <Alert
              ref={props.problemRef}
              tabIndex={-1}
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              {props.problem}
            </Alert>
          )}
          <TextInput
            label={props.label}
            description={props.description}
            size={props.size}
            spellCheck={false}
            {...(props.kind === 'email' ? emailProps : codeProps)}
            error={props.error}
            data-testid={`field-${props.field.name}`}
            {...props.field}
          />
          {props.children}
          <Button
            type="submit"
            size={props.size}
            fullWidth={fullWidth}
            loading={props.busy}
            style={fullWidth ? undefined : { alignSelf: 'flex-start' }}
          >
            {props.submitLabel}
          </Button>
          {props.after}
        </Stack>
      </fieldset>
    </form>
  );
}
