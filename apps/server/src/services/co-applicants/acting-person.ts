/** Who a signed-in applicant or co-applicant acts as on the sections both may answer (decision record 015). */
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import type { UploadOwner } from '../../lib/upload-keys';
import type { Person } from '../people';
import { getCoApplicantWithApplication } from './co-applicant-reads';

/** Who acts on a section of an application: the applicant's user id (whose application it is) and the person. */
export type ActingPerson = { userId: string; person: Person; uploader: UploadOwner };

/**
 * The person a signed-in applicant or co-applicant acts as, for the section operations that both may call
 * (address history, income, identity verification, bank statements): the applicant acts on their own
 * application as 'applicant'; the co-applicant on the application that added them, as 'coApplicant'. Both
 * come from the token, never from the client.
 * @throws NOT_FOUND when the co-applicant no longer exists; FORBIDDEN for any other kind of actor
 */
export async function actingPerson(db: Db, actor: Actor | null): Promise<ActingPerson> {
  if (actor?.kind === 'applicant') {
    return { userId: actor.userId, person: 'applicant', uploader: actor };
  }
  if (actor?.kind === 'coApplicant') {
    const { application } = await getCoApplicantWithApplication(db, actor.coApplicantId);
    return { userId: application.userId, person: 'coApplicant', uploader: actor };
  }
  throw new AppError('FORBIDDEN', 'You do not have access to this.');
}
