/**
 * The password rules of the domain's `passwordSchema` (8 to 128 characters, at least one letter and one
 * number), shown under the password field with a tick as each is met (spec §2 "/onboard/email-password").
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@stairway/domain/validation';
import { IconCheck, IconCircle } from '@tabler/icons-react';

const RULES: ReadonlyArray<{ label: string; met: (password: string) => boolean }> = [
  {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    met: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { label: 'At least one letter', met: (password) => /\p{L}/u.test(password) },
  { label: 'At least one number', met: (password) => /\p{Nd}/u.test(password) },
];

/**
 * Lists the password rules, each ticked once the password meets it. Made of spans so that it can be a
 * field's description (read out with the field).
 *
 * @param password what has been typed so far
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 2 }}>
      <span>Your password needs:</span>
      {RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <span
            key={rule.label}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              color: met ? 'var(--mantine-color-stairway-8)' : undefined,
            }}
          >
            {met ? <IconCheck size={16} aria-hidden="true" /> : <IconCircle size={16} aria-hidden="true" />}
            {rule.label}
            <span style={visuallyHidden}>{met ? ' (done)' : ' (not yet)'}</span>
          </span>
        );
      })}
    </span>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
