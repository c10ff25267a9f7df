/** The application's mutations: updateApplication, submitApplication, setWelcomeSeen (spec §3 UserApplication). */

import type { InputFieldBuilder } from '@pothos/core';
import { updateApplicationInputSchema } from '@stairway/domain/application-validation';
import { builder } from '../../builder';
import { setWelcomeSeen, submitApplication, updateApplication } from '../../services/applications';
import { UserApplicationRef } from '../application';
import { DepositSourceEnum } from '../enums';
import { parseInput, schemaOfTheDay } from '../validate-input';

/** updateApplicationInputSchema, built once a day (schemaOfTheDay). */
const updateApplicationInputSchemaOfTheDay = schemaOfTheDay(updateApplicationInputSchema);
/** The builder of input fields (with-input's `t.input`). */
type InputBuilder = InputFieldBuilder<BuilderTypes, 'Arg' | 'InputObject'>;
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * updateApplication's About you input fields: names, contact, identity details and joint or single.
 * @param t with-input's `t.input`
 * @returns the fields firstName to jointApplication
 */
function aboutYouInputFields(t: InputBuilder) {
  return {
    firstName: t.string({ required: false, description: 'First name (on the user), 1-80 letters.' }),
    middleName: t.string({
      required: false,
      description: 'Middle name (on the user), at most 80 characters; null or blank clears it.',
    }),
    lastName: t.string({ required: false, description: 'Last name (on the user), 1-80 letters.' }),
    phoneNumber: t.string({
      required: false,
      description:
        'UK phone number (on the user), e.g. 07700 900123 or +44 7700 900123; stored as 07700900123; at most 30 characters read. Null clears it.',
    }),
    dateOfBirth: t.string({
      required: false,
      description: 'Date of birth, YYYY-MM-DD; the applicant must be 18 or over (today in Europe/London).',
    }),
    nationality: t.string({
      required: false,
      description: 'Nationality, e.g. British, 2 to 60 characters; null clears it.',
    }),
    nin: t.string({
      required: false,
      description:
        'National Insurance number, e.g. "AB 12 34 56 C" (HMRC format; stored upper case without spaces; at most ' +
        '30 characters read). Null clears it.',
    }),
    otherFirstName: t.string({
      required: false,
      description: 'Another first name used, at most 80 characters; null clears it.',
    }),
    otherMiddleName: t.string({
      required: false,
      description: 'Another middle name used, at most 80 characters; null clears it.',
    }),
    otherLastName: t.string({
      required: false,
      description: 'Another last name used, at most 80 characters; null clears it.',
    }),
    jointApplication: t.boolean({
      required: false,
      description:
        'true: buying with someone else (the co-applicant’s steps join the application, spec §4); false: buying ' +
        'alone. Can be changed until the application is submitted.',
    }),
  };
}

/**
 * updateApplication's input fields for additional income, deposit, cards, commitments, dependants and preferred
 * postcode districts.
 * @param t with-input's `t.input`
 * @returns the fields hasAdditionalIncome to preferredLocations (money in whole pounds)
 */
function financesAndPreferencesInputFields(t: InputBuilder) {
  return {
    hasAdditionalIncome: t.boolean({
      required: false,
      description:
        'false: no additional income (additional incomes then do not count in the budget); true: has some; null: ' +
        'not answered.',
    }),
    deposit: t.int({
      required: false,
      description: 'Deposit available, whole pounds (0 to 5,000,000).',
    }),
    depositSource: t.field({
      type: DepositSourceEnum,
      required: false,
      description: 'Where the deposit comes from.',
    }),
    cardBalance: t.int({
      required: false,
      description: 'Total credit-card balance owed, whole pounds (0 to 1,000,000); 3% of it counts a month.',
    }),
    monthlyLoans: t.int({
      required: false,
      description: 'Loan repayments, whole pounds a month (0 to 100,000).',
    }),
    monthlyCommitments: t.int({
      required: false,
      description: 'Other commitments, whole pounds a month (0 to 100,000).',
    }),
    adultDependants: t.int({ required: false, description: 'Number of adult dependants, 0 to 20.' }),
    childDependants: t.int({ required: false, description: 'Number of child dependants, 0 to 20.' }),
    preferredLocations: t.stringList({
      required: false,
      description:
        'Preferred postcode districts, 1 to 5, each at most 16 characters (e.g. ["SE1", "B1"]; a full postcode gives its district). ' +
        'Replaces the list; each must be a district the service knows (BAD_USER_INPUT naming ' +
        'preferredLocations.N otherwise). Given alone, it may be changed at any time, submitted or not; every change ' +
        'is recorded in the audit log (preferred-locations-changed). Before submission the budget and rent ' +
        'budget are worked out again from their regions; once submitted they stay as assessed (decision 059).',
    }),
  };
}

builder.mutationFields((t) => ({
  updateApplication: t.withAuth({ applicant: true }).fieldWithInput({
    type: UserApplicationRef,
    description:
      'Changes the signed-in applicant’s own application (About you, additional income, cards, monthly ' +
      'commitments, dependants, deposit, preferred postcode districts) and works out the budget and rent budget again. Every field is optional; ' +
      'only given fields change. Applicants only. Errors: BAD_USER_INPUT with extensions.field naming the field ' +
      '(e.g. dateOfBirth under 18, nin format, a negative amount); APPLICATION_SUBMITTED once submitted, unless ' +
      'preferredLocations is the only field given (a search preference, changeable at any time; decision 059). ' +
      'Nothing changes when it fails.',
    input: {
      ...aboutYouInputFields(t.input),
      ...financesAndPreferencesInputFields(t.input),
    },
    resolve: (_root, { input }, ctx) =>
      updateApplication(
        ctx,
        ctx.actor.userId,
        parseInput(updateApplicationInputSchemaOfTheDay(ctx.today), input),
      ),
  }),
  submitApplication: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Submits the signed-in applicant’s own application for review (no input). Every step before submitting must ' +
      'be done (nextStep.kind ReadyToSubmit). Applicants only. Errors: APPLICATION_INCOMPLETE with ' +
      'extensions.nextStep {kind, id, path} naming the step to finish; BUDGET_TOO_LOW (budget under £50,000; the ' +
      'message names what limits it and extensions.nextStep points to the page that changes it); APPLICATION_SUBMITTED ' +
      'when already submitted. On success the applicant is e-mailed a confirmation (a failure to send is logged, the ' +
      'submission stands).',
    resolve: (_root, _args, ctx) => submitApplication(ctx, ctx.actor.userId),
  }),
  setWelcomeSeen: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'Records that the welcome modal was shown (spec §4). No input. Applicants only.',
    resolve: (_root, _args, ctx) => setWelcomeSeen(ctx.db, ctx.actor.userId),
  }),
}));
