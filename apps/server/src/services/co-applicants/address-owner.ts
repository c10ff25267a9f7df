/** Who an e-mail address already belongs to, for the co-applicant's link and sign-up (decision 046). */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coApplicants, users } from '../../db/schema';

/** The answer when the address has joined another application as its co-applicant. */
export const JOINED_ELSEWHERE =
  'This e-mail address has already joined another Stairway application, so it can’t join this one too. Ask the person who added you to use a different e-mail address.';

/** Who already signs in with an address: an applicant's account, or a co-applicant who has joined. */
export type AddressOwner = {
  id: string;
  email: string;
  firstName: string;
  role: 'applicant' | 'coApplicant';
};

/**
 * The person an address already belongs to, other than the co-applicant `exceptId` itself: an applicant's account,
 * or another application's co-applicant who has joined; null when the address is free. A co-applicant who was
 * only invited elsewhere does not own it: their link and this one both work until one of them is used.
 */
export async function findAddressOwner(
  db: Db | Tx,
  email: string,
  exceptId: string,
): Promise<AddressOwner | null> {
  const [applicant] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (applicant) return { ...applicant, role: 'applicant' };
  const [joined] = await db
    .select({ id: coApplicants.id, email: coApplicants.email, firstName: coApplicants.firstName })
    .from(coApplicants)
    .where(
      and(eq(coApplicants.email, email), isNotNull(coApplicants.signedUpAt), ne(coApplicants.id, exceptId)),
    );
  return joined ? { ...joined, role: 'coApplicant' } : null;
}
