/**
 * Who may read an application's own records (ARCHITECTURE.md "policies/": pure (actor, entity) => boolean).
 * Applications only reach the API through their owner's own queries; the section lists (incomes, addresses,
 * expenses, bank connection, payment, verification link, co-applicant) check ownership again with
 * {@link isOwnApplication} so that they can never show another person's records.
 */
import type { ApplicationRow } from '../db/rows';
import type { Actor } from '../lib/tokens';

/**
 * Whether the application belongs to the signed-in applicant.
 * @param actor the request's actor (null for a public request)
 * @param application the application (only its `userId` is read)
 * @returns true only for an applicant whose user id owns the application; false for anyone else, including
 *   the application's co-applicant, operators and public requests. Never throws.
 */
export function isOwnApplication(actor: Actor | null, application: Pick<ApplicationRow, 'userId'>): boolean {
  return actor?.kind === 'applicant' && actor.userId === application.userId;
}
