/** The co-applicant giving their permission (spec §7 grantPermission; decision record 015). */
import { CO_APPLICANT_PERMISSION_GRANTED } from '@stairway/domain/co-applicant';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import type { CoApplicantRow } from '../../db/rows';
import { coApplicants, userApplications } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { changeApplication } from '../application-changes';
import { findCoApplicantOf } from '../people';
import { getCoApplicantWithApplication } from './co-applicant-reads';

/**
 * The co-applicant gives their permission (grantPermission): the application's coApplicantPermission becomes
 * Yes and the date is kept (hasGrantedPermissionDate). Giving it again keeps the first date.
 * @returns the co-applicant after the change
 * @throws APPLICATION_SUBMITTED once submitted; NOT_FOUND when the co-applicant no longer exists
 */
export async function grantPermission(
  scope: Pick<Context, 'db' | 'loaders'>,
  coApplicantId: string,
): Promise<CoApplicantRow> {
  const { application } = await getCoApplicantWithApplication(scope.db, coApplicantId);
  const { result } = await changeApplication(scope, application.userId, async (tx, current) => {
    const co = await findCoApplicantOf(tx, current.id);
    if (!co || co.id !== coApplicantId) throw notFound('Your application');
    await tx
      .update(userApplications)
      .set({ coApplicantPermission: CO_APPLICANT_PERMISSION_GRANTED })
      .where(eq(userApplications.id, current.id));
    if (co.hasGrantedPermissionDate) return co;
    const [updated] = await tx
      .update(coApplicants)
      .set({ hasGrantedPermissionDate: new Date() })
      .where(eq(coApplicants.id, co.id))
      .returning();
    return updated ?? co;
  });
  return result;
}
