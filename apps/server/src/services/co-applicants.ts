/**
 * The co-applicant of a joint application (spec §1, §3 CoApplicantUser, §7 addCoApplicant, updateCoApplicant,
 * removeCoApplicant, resendPermissionEmail, coApplicantSignUp, grantPermission, coApplicant; decision record
 * 015):
 *
 * 1. the applicant records their co-applicant's name and e-mail address (updateCoApplicant), then sends the
 *    sign-up link (addCoApplicant, no input), which makes the application joint; resendPermissionEmail sends
 *    a new link (the old one stops working), 5 e-mails an hour;
 * 2. the co-applicant chooses a password from the link (coApplicantSignUp: single use, 14 days) and is
 *    signed in with a token naming `coApplicantId`;
 * 3. the co-applicant gives permission (grantPermission) and completes their own steps through the same
 *    section operations as the applicant, which act on the co-applicant's rows (person 'coApplicant').
 *
 * Every query is scoped by the id in the token: the applicant reaches the co-applicant of their own
 * application; the co-applicant reaches only their own row and, through it, their application.
 */

export { type ActingPerson, actingPerson } from './co-applicants/acting-person';
export {
  findCoApplicantByEmail,
  findCoApplicantOfUser,
  getCoApplicantWithApplication,
  joinedCoApplicantOf,
  type ListCoApplicantIncomesOptions,
  listCoApplicantAddresses,
  listCoApplicantIncomes,
} from './co-applicants/co-applicant-reads';
export { coApplicantSignUp } from './co-applicants/co-applicant-sign-up';
export { grantPermission } from './co-applicants/grant-permission';
export { removeCoApplicant } from './co-applicants/remove-co-applicant';
export { addCoApplicant, resendPermissionEmail } from './co-applicants/send-sign-up-link';
export { updateCoApplicant } from './co-applicants/update-co-applicant';
