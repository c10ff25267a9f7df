/**
 * Reads the options of `npm run ops -- invite-customer` with the domain's own schemas (the e-mail address,
 * names, pay, deposit and postcode districts follow the same rules as onboarding).
 */

import { normaliseOutcode } from '@stairway/domain/postcode';
import {
  depositSchema,
  emailSchema,
  formatZodIssues,
  grossAnnualPaySchema,
  personNameSchema,
} from '@stairway/domain/validation';
import { z } from 'zod';

const inviteOptionsSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  grossAnnualPay: z.coerce.number().pipe(grossAnnualPaySchema).optional(),
  deposit: z.coerce.number().pipe(depositSchema).optional(),
  preferredLocations: z
    .array(z.string().transform((outcode) => normaliseOutcode(outcode) ?? outcode))
    .optional(),
});

/** The parsed options of invite-customer. */
export type InviteOptions = z.output<typeof inviteOptionsSchema>;

/**
 * Parses the command line of invite-customer.
 * @param email the positional argument
 * @param option reads `--name VALUE`
 * @returns the parsed options, or the problems, one line each naming the option
 */
export function parseInviteOptions(
  email: string | undefined,
  option: (name: string) => string | undefined,
): { ok: true; value: InviteOptions } | { ok: false; problems: string[] } {
  const locations = option('locations');
  const result = inviteOptionsSchema.safeParse({
    email,
    firstName: option('first-name'),
    lastName: option('last-name'),
    grossAnnualPay: option('gross-annual-pay'),
    deposit: option('deposit'),
    preferredLocations: locations
      ? locations
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean)
      : undefined,
  });
  if (result.success) return { ok: true, value: result.data };
  const names: Record<string, string> = {
    email: 'EMAIL',
    firstName: '--first-name',
    lastName: '--last-name',
    grossAnnualPay: '--gross-annual-pay',
    deposit: '--deposit',
  };
  return {
    ok: false,
    problems: formatZodIssues(result.error).map(
      (issue) => `${names[issue.field.split('.')[0] ?? ''] ?? issue.field}: ${issue.message}`,
    ),
  };
}
