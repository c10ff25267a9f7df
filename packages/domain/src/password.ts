/**
 * The password rule for every new password (sign-up, reset, change and an invited customer's first password):
 * 8 to 128 characters, and not easy to guess, measured with zxcvbn-ts (https://zxcvbn-ts.github.io/zxcvbn/),
 * a maintained port of Dropbox's zxcvbn, which estimates how many guesses a password takes from dictionaries
 * of common passwords, keyboard patterns, sequences, repeats and dates. It replaces composition rules ("one
 * letter and one number"), in line with the NCSC's password guidance
 * (https://www.ncsc.gov.uk/collection/passwords/updating-your-approach: favour length, three random words,
 * and block the most common passwords) and NIST SP 800-63B §3.1.1.2 (no composition rules; check new
 * passwords against lists of common ones).
 *
 * The dictionaries are zxcvbn-ts's language-common package (about 30,000 common passwords and the diceware
 * word list; about 240 kB gzipped), the same on the server and in the browser so that the meter and the
 * server always agree. The web app loads this module only on pages with a new-password field.
 */
import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 to 10^10 guesses; zxcvbn's own scale,
 * 0 to 4). Decided here: 2 falls to an offline attack on a leaked fast hash, 4 refuses good three-word
 * passwords such as "winter coat 9".
 */
export const PASSWORD_MIN_SCORE = 3;

/** What people read for each zxcvbn score, 0 to 4. */
export const PASSWORD_STRENGTH_LABELS: Readonly<Record<Score, string>> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

/** The reason shown for each zxcvbn warning, in British English (zxcvbn-ts's own texts are American). */
const REASONS: Readonly<Record<string, string>> = {
  straightRow: 'rows of keys such as qwerty are easy to guess',
  keyPattern: 'short keyboard patterns are easy to guess',
  simpleRepeat: 'repeated characters such as aaa are easy to guess',
  extendedRepeat: 'repeated patterns such as abcabc are easy to guess',
  sequences: 'sequences such as abc or 1234 are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is one of the most used passwords',
  similarToCommon: 'it is very like a much-used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'names on their own are easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your name or e-mail address',
};

/** The result of checking a new password against the rule. */
export type PasswordStrength = {
  /** zxcvbn's score: 0 (very weak) to 4 (very strong). */
  score: Score;
  /** The score in words, e.g. "Strong". */
  label: string;
  /** True when the password meets the whole rule (length and score). */
  acceptable: boolean;
  /** Why it does not, in a sentence fit to show under the field; null when it does. */
  problem: string | null;
};

let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
};

/**
 * Checks a new password against the rule: {@link PASSWORD_MIN_LENGTH} to {@link PASSWORD_MAX_LENGTH}
 * characters and a zxcvbn score of at least {@link PASSWORD_MIN_SCORE}.
 *
 * @param password the new password, as typed (not trimmed: spaces count)
 * @param userInputs words the password should not lean on: the person's names and e-mail address
 * @returns the score, its label, whether the rule is met and, when not, why (e.g. "Password must be at least
 *   8 characters long"; "Choose a password that is harder to guess: it is one of the most used passwords. Three
 *   or more random words work well.")
 */
export function checkPasswordStrength(
  password: string,
  userInputs: ReadonlyArray<string | null | undefined> = [],
): PasswordStrength {
  const inputs = userInputs.flatMap((input) =>
    input
      ? [
          input,
          ...input
            .toLowerCase()
            .split(/[@.\s_+-]+/)
            .filter((part) => part.length >= 3),
        ]
      : [],
  );
  // zxcvbn's cost grows with length; the rule refuses anything over the maximum before scoring it.
  const result = password.length <= PASSWORD_MAX_LENGTH ? zxcvbn().check(password, inputs) : null;
  const score: Score = result?.score ?? 0;
  const label = PASSWORD_STRENGTH_LABELS[score];
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      score,
      label,
      acceptable: false,
      problem: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      score,
      label,
      acceptable: false,
      problem: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
    };
  }
  if (score < PASSWORD_MIN_SCORE) {
    const reason = result?.feedback.warning ? REASONS[result.feedback.warning] : undefined;
    return {
      score,
      label,
      acceptable: false,
      problem: `Choose a password that is harder to guess${reason ? `: ${reason}` : ''}. Three or more random words work well.`,
    };
  }
  return { score, label, acceptable: true, problem: null };
}
