/**
 * The application (spec §3, UserApplication) and its queries and mutations.
 */
import { builder } from '../builder';
import { type ApplicationRow, getApplication, setWelcomeSeen } from '../services/applications';

/** The UserApplication type. Money is whole pounds. */
export const UserApplicationRef = builder.objectRef<ApplicationRow>('UserApplication').implement({
  description: 'An applicant’s affordability application (spec §3). Money is in whole pounds.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Application id (UUID).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the application was created.' }),
    grossAnnualPay: t.exposeInt('grossAnnualPay', {
      description: 'Gross annual pay from onboarding, pounds a year.',
    }),
    deposit: t.exposeInt('deposit', { description: 'Deposit available, pounds.' }),
    depositSource: t.exposeString('depositSource', {
      nullable: true,
      description: 'Cash savings, Liquid investments, Gifted deposit or Other.',
    }),
    jointApplication: t.exposeBoolean('jointApplication', {
      description: 'True when buying with a co-applicant.',
    }),
    otherFirstName: t.exposeString('otherFirstName', {
      nullable: true,
      description: 'Another first name used.',
    }),
    otherMiddleName: t.exposeString('otherMiddleName', {
      nullable: true,
      description: 'Another middle name used.',
    }),
    otherLastName: t.exposeString('otherLastName', {
      nullable: true,
      description: 'Another last name used.',
    }),
    nin: t.exposeString('nin', { nullable: true, description: 'National Insurance number, e.g. QQ123456C.' }),
    identityVerified: t.exposeBoolean('identityVerified', { description: 'Identity verification passed.' }),
    budget: t.exposeInt('budget', {
      description: 'Budget: the highest home price, pounds, rounded down to 1,000 (ARCHITECTURE.md §4).',
    }),
    rentBudget: t.exposeInt('rentBudget', {
      description: 'Monthly rent budget, pounds, rounded down to 5 (budget x local gross yield / 12).',
    }),
    approved: t.exposeBoolean('approved', { description: 'Approved by the Stairway team.' }),
    rejected: t.exposeBoolean('rejected', { description: 'Rejected by the Stairway team.' }),
    waitlistFeePaid: t.exposeBoolean('waitlistFeePaid', { description: 'The waitlist fee has been paid.' }),
    nationality: t.exposeString('nationality', { nullable: true, description: 'Nationality.' }),
    documentsUploaded: t.exposeBoolean('documentsUploaded', { description: 'Documents have been uploaded.' }),
    welcomeSeen: t.exposeBoolean('welcomeSeen', {
      description: 'The welcome modal has been shown (spec §4).',
    }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true, description: 'Date of birth.' }),
    monthlyLoans: t.exposeInt('monthlyLoans', { description: 'Loan repayments, pounds a month.' }),
    cardBalance: t.exposeInt('cardBalance', { description: 'Credit card balances, pounds.' }),
    coApplicantPermission: t.exposeString('coApplicantPermission', {
      nullable: true,
      description: '"Yes" once the co-applicant has granted permission.',
    }),
    coApplicantLoginLinkSent: t.exposeBoolean('coApplicantLoginLinkSent', {
      description: 'A sign-in link has been sent to the co-applicant.',
    }),
    monthlyCommitments: t.exposeInt('monthlyCommitments', {
      description: 'Other commitments, pounds a month.',
    }),
    identityVerificationRequested: t.exposeBoolean('identityVerificationRequested', {
      description: 'An identity-verification link has been requested.',
    }),
    submitted: t.exposeBoolean('submitted', {
      description: 'The application has been submitted (in review).',
    }),
    hasAdditionalIncome: t.exposeBoolean('hasAdditionalIncome', {
      nullable: true,
      description: 'null: not answered; false: none; true: has additional income.',
    }),
    bankStatementsManualUpload: t.exposeBoolean('bankStatementsManualUpload', {
      description: 'The applicant chose to upload bank statements by hand.',
    }),
    openBankingConnected: t.exposeBoolean('openBankingConnected', {
      description: 'Open banking is connected.',
    }),
    openBankingRequested: t.exposeBoolean('openBankingRequested', {
      description: 'Open banking was requested.',
    }),
    adultDependants: t.exposeInt('adultDependants', { description: 'Number of adult dependants.' }),
    childDependants: t.exposeInt('childDependants', { description: 'Number of child dependants.' }),
    utmSource: t.exposeString('utmSource', { nullable: true, description: 'Marketing source.' }),
    utmOtherSource: t.exposeString('utmOtherSource', {
      nullable: true,
      description: 'Other marketing source.',
    }),
    preferredLocations: t.exposeStringList('preferredLocations', {
      description: 'Preferred postcode districts, e.g. ["SO16", "M1"].',
    }),
    hasHomeSubmitted: t.boolean({
      description:
        'A home has been submitted for review. Home submissions arrive in a later release: false until then.',
      resolve: () => false,
    }),
    hasHomeApproved: t.boolean({ description: 'A submitted home has been approved.', resolve: () => false }),
    hasHomeRejected: t.boolean({ description: 'A submitted home has been rejected.', resolve: () => false }),
    hasHomeInReview: t.boolean({ description: 'A submitted home is under review.', resolve: () => false }),
  }),
});

builder.queryFields((t) => ({
  getApplication: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'The signed-in applicant’s own application. Applicants only. Errors: NOT_FOUND.',
    resolve: (_root, _args, ctx) => getApplication(ctx.db, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  setWelcomeSeen: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'Records that the welcome modal was shown (spec §4). No input. Applicants only.',
    resolve: (_root, _args, ctx) => setWelcomeSeen(ctx.db, ctx.actor.userId),
  }),
}));
