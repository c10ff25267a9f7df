/**
 * A new-password field with a strength meter: the rule is the domain's (8 to 128 characters, hard to guess:
 * packages/domain/src/password.ts), shown as a bar and a word ("Weak", "Strong"), with the reason a password is not
 * accepted yet (left out when the field's error, the server's or the form's, says the same, so it is said once). The
 * meter is the field's description, so a screen reader reads it with the field; it is also a polite live region, so
 * changes are announced.
 */

import type { PasswordInputProps } from '@mantine/core';
import { Group, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@stairway/domain/validation';
import { PasswordInput } from './password-input';
import { usePasswordStrength } from './use-password-strength';

/** Props: a Mantine PasswordInput's, the typed value, and words the password should not lean on. */
export type NewPasswordFieldProps = Omit<PasswordInputProps, 'description'> & {
  /** What has been typed, for the meter. */
  password: string;
  /** The person's names and e-mail address. */
  userInputs?: ReadonlyArray<string | null | undefined>;
};

const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Shows a password field for a new password, with its strength. */
export function NewPasswordField({
  password,
  userInputs,
  label = 'New password',
  ...props
}: NewPasswordFieldProps) {
  const strength = usePasswordStrength(password, userInputs);
  const description = (
    <span aria-live="polite" style={{ display: 'block' }}>
      {strength ? (
        <>
          <Group component="span" gap={8} wrap="nowrap" mt={4} mb={2} style={{ display: 'flex' }}>
            {/* Spans only: the description is a paragraph. The word beside it says the same for everyone. */}
            <span
              aria-hidden="true"
              style={{
                flex: 1,
                height: 8,
                borderRadius: 4,
                background: 'var(--mantine-color-gray-2)',
                display: 'block',
                overflow: 'hidden',
              }}
            >
              <span
                style={{
                  display: 'block',
                  height: '100%',
                  width: `${((strength.score + 1) / 5) * 100}%`,
                  background: `var(--mantine-color-${COLOURS[strength.score]}-6)`,
                  transition: 'width 150ms ease',
                }}
              />
            </span>
            <Text span fz="sm" fw={600} c={strength.acceptable ? 'teal.9' : 'gray.8'}>
              {strength.label}
            </Text>
          </Group>
          {/* The reason is said once: not again when the field's error already says it. */}
          {!(strength.problem && strength.problem === props.error) && (
            <Text span fz="sm" c="gray.7" style={{ display: 'block' }}>
              {strength.problem ?? 'Good: this password is hard to guess.'}
            </Text>
          )}
        </>
      ) : (
        <Text span fz="sm" c="gray.7">
          At least {PASSWORD_MIN_LENGTH} characters and hard to guess. Three or more random words work well.
        </Text>
      )}
    </span>
  );
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      visibilityToggleFocusable
      rightSectionWidth={48}
      visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
