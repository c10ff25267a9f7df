/**
 * Who may read or change a co-applicant's own records (ARCHITECTURE.md "policies/": pure (actor, entity) =>
 * boolean). The co-applicant's own bank connection and About you answers are theirs alone: the applicant sees
 * only what UserApplication.coApplicant shows.
 */
import type { CoApplicantRow } from '../db/rows';
import type { Actor } from '../lib/tokens';

/**
 * Whether the signed-in actor is this co-applicant themselves.
 * @param actor the request's actor (null for a public request)
 * @param coApplicant the co-applicant (only its `id` is read), or null/undefined when there is none
 * @returns true only for a co-applicant token naming this co-applicant; false for anyone else (the applicant
 *   included) and when there is no co-applicant. Never throws.
 */
export function isCoApplicantThemselves(
  actor: Actor | null,
  coApplicant: Pick<CoApplicantRow, 'id'> | null | undefined,
): boolean {
  return actor?.kind === 'coApplicant' && coApplicant != null && actor.coApplicantId === coApplicant.id;
}
