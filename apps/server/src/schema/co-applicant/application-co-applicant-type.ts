/**
 * What the applicant sees of their co-applicant (spec §3 UserApplication.coApplicant): the ApplicationCoApplicant
 * type and UserApplication.coApplicant.
 */
import { builder } from '../../builder';
import type { CoApplicantRow } from '../../db/rows';
import { isOwnApplication } from '../../policies/applications';
import { listCoApplicantAddresses, listCoApplicantIncomes } from '../../services/co-applicants';
import { findCoApplicantOf } from '../../services/people';
import { UserAddressRef } from '../address';
import { UserApplicationRef } from '../application';
import { IncomeRef } from '../income';

/** What the applicant sees of their co-applicant (spec §3 UserApplication.coApplicant). */
const ApplicationCoApplicantRef = builder.objectRef<CoApplicantRow>('ApplicationCoApplicant').implement({
  description:
    'The co-applicant as the applicant sees them (spec §3: personal, verification and permission fields). Their ' +
    'documents are never shown; their step states are in UserApplication.steps.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Co-applicant id (UUID).' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'The e-mail address the sign-up link goes to.' }),
    signedUp: t.boolean({
      description: 'They have chosen a password from their link (joined the application).',
      resolve: (co) => co.signedUpAt !== null,
    }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true, description: 'Date of birth.' }),
    hasAdditionalIncome: t.exposeBoolean('hasAdditionalIncome', {
      nullable: true,
      description: 'null: not answered; false: none; true: has additional income.',
    }),
    identityVerified: t.exposeBoolean('identityVerified', { description: 'Their identity check passed.' }),
    documentsUploaded: t.boolean({
      description: 'Their bank statements are in: 3 months uploaded, or their bank connected.',
      resolve: (co) => co.documentsUploaded || co.openBankingConnected,
    }),
    hasGrantedPermissionDate: t.expose('hasGrantedPermissionDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When they gave permission; null before.',
    }),
    addresses: t.field({
      type: [UserAddressRef],
      description: 'Their address history, the latest move-in date first.',
      resolve: (co, _args, ctx) => listCoApplicantAddresses(ctx.db, co.applicationId),
    }),
    incomes: t.field({
      type: [IncomeRef],
      description:
        'Their main (primary) income only (spec §3 "income"), or none yet. Their additional incomes are never ' +
        'shown to the applicant; they count in the household budget.',
      resolve: (co, _args, ctx) => listCoApplicantIncomes(ctx.db, co.applicationId, { mainOnly: true }),
    }),
  }),
});

builder.objectField(UserApplicationRef, 'coApplicant', (t) =>
  t.field({
    type: ApplicationCoApplicantRef,
    nullable: true,
    description:
      'The co-applicant recorded for this application (updateCoApplicant); null when there is none. Only on the ' +
      'applicant’s own application.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx.actor, application) ? findCoApplicantOf(ctx.db, application.id) : null,
  }),
);
