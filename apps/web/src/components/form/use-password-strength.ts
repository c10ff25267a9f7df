/**
 * The strength of a new password as it is typed, from the domain's rule (packages/domain/src/password.ts:
 * 8 to 128 characters and a zxcvbn-ts score of at least 3). The rule's dictionaries (about 240 kB gzipped)
 * are loaded on first use, so only pages with a new-password field download them.
 */
import type { PasswordStrength } from '@stairway/domain/password';
import { useEffect, useState } from 'react';

type Checker = typeof import('@stairway/domain/password').checkPasswordStrength;
let loading: Promise<Checker> | undefined;
const loadChecker = () => {
  loading ??= import('@stairway/domain/password').then((m) => m.checkPasswordStrength);
  return loading;
};

/**
 * @param password what has been typed
 * @param userInputs the person's names and e-mail address, which the password should not lean on
 * @returns the strength (score, label, whether the rule is met and why not), or null while the rule loads or
 *   nothing has been typed
 */
export function usePasswordStrength(
  password: string,
  userInputs: ReadonlyArray<string | null | undefined> = [],
): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    let current = true;
    if (!password) {
      setStrength(null);
      return;
    }
    void loadChecker().then((check) => {
      if (current) setStrength(check(password, inputsKey.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);
  return strength;
}
