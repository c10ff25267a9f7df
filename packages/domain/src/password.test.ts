import { describe, expect, it } from 'vitest';
import { otpCodeInputSchema, saveNewPasswordInputSchema } from './accounts';
import { checkPasswordStrength, PASSWORD_MIN_SCORE } from './password';

describe('checkPasswordStrength', () => {
  it('accepts three random words, and longer passphrases', () => {
    // zxcvbn-ts 4.2 with language-common: "winter coat 9" scores 3, "correct horse battery" 4.
    expect(checkPasswordStrength('winter coat 9')).toEqual({
      score: 3,
      label: 'Strong',
      acceptable: true,
      problem: null,
    });
    expect(checkPasswordStrength('correct horse battery')).toMatchObject({ score: 4, acceptable: true });
    expect(PASSWORD_MIN_SCORE).toBe(3);
  });

  it('refuses a password under 8 characters, saying the minimum', () => {
    expect(checkPasswordStrength('Xq7#vLp')).toMatchObject({
      acceptable: false,
      problem: 'Password must be at least 8 characters long',
    });
  });

  it('refuses a password over 128 characters without scoring it', () => {
    expect(checkPasswordStrength('x'.repeat(129))).toMatchObject({
      score: 0,
      acceptable: false,
      problem: 'Password must be 128 characters or fewer',
    });
  });

  it('refuses common passwords and patterns that meet the old letter-and-number rule, saying why', () => {
    expect(checkPasswordStrength('password1')).toMatchObject({
      score: 0,
      label: 'Very weak',
      acceptable: false,
      problem:
        'Choose a password that is harder to guess: it is one of the most used passwords. Three or more random words work well.',
    });
    expect(checkPasswordStrength('Passw0rd!').problem).toContain('very like a much-used password');
    expect(checkPasswordStrength('abcdefgh').problem).toContain('sequences such as abc or 1234');
    expect(checkPasswordStrength('qwerty123').acceptable).toBe(false);
  });

  it('marks down a password made of the person’s own name or e-mail address', () => {
    const plain = checkPasswordStrength('hughesamelia');
    const withInputs = checkPasswordStrength('hughesamelia', ['Amelia', 'amelia.hughes@example.com']);
    expect(withInputs.score).toBeLessThan(plain.score);
    expect(withInputs.acceptable).toBe(false);
    expect(withInputs.problem).toContain('your name or e-mail address');
  });
});

describe('account inputs', () => {
  it('takes a pasted code with spaces or a hyphen', () => {
    expect(otpCodeInputSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(otpCodeInputSchema.parse({ code: '123-456' })).toEqual({ code: '123456' });
  });

  it('refuses a code that is not 6 digits, saying so', () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const result = otpCodeInputSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter the 6-digit code from the e-mail');
    }
  });

  it('asks for the current password when changing it', () => {
    const result = saveNewPasswordInputSchema.safeParse({
      currentPassword: '',
      newPassword: 'winter coat 9',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currentPassword', 'Enter your current password'],
    ]);
  });
});
