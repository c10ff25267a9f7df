/**
 * The application's progress types (spec §4): the next step, each step with its state, and what keeps the budget
 * under £50,000, with the progress rules' input they are worked out from. UserApplication is in schema/application.ts.
 */
import type { ApplicationProgressInput, NextStep } from '@stairway/domain/application-progress';
import type { BudgetLimit, describeBudgetLimit } from '@stairway/domain/budget-limits';
import { builder } from '../../builder';
import type { Context } from '../../context';
import type { ApplicationRow } from '../../db/rows';
import { isOwnApplication } from '../../policies/applications';
import { readCoApplicantProgressRows, toProgressInput } from '../../services/application-progress';
import { BudgetLimitFactorEnum, NextStepKindEnum } from '../enums';

/** The progress rules' input for an application, through the request's DataLoaders (no N+1). */
export async function loadProgressInput(
  ctx: Context,
  application: ApplicationRow,
): Promise<ApplicationProgressInput> {
  const own = isOwnApplication(ctx.actor, application);
  const [incomes, addresses, settings, coApplicant] = await Promise.all([
    own ? ctx.loaders.incomesByApplication.load(application.id) : [],
    own ? ctx.loaders.addressesByApplication.load(application.id) : [],
    ctx.loaders.settings(),
    readCoApplicantProgressRows(ctx.db, application.id),
  ]);
  return toProgressInput(application, { incomes, addresses, skipIdv: settings.skipIdv, coApplicant });
}
/** The ApplicationNextStep type (UserApplication.nextStep). */
export const NextStepRef = builder.objectRef<NextStep>('ApplicationNextStep').implement({
  description:
    'What the applicant should do next (spec §4 "Next-step order"), worked out with today’s date in Europe/London.',
  fields: (t) => ({
    kind: t.field({
      type: NextStepKindEnum,
      description:
        'Step: finish the step `id` at `path`; CannotProvideBudget: the budget is under £50,000, go back to income ' +
        'at `path`; ReadyToSubmit: every step is done, submit at `path`; Submitted: nothing to do.',
      resolve: (next) => next.kind,
    }),
    id: t.string({
      nullable: true,
      description:
        'The step to finish when kind is Step, e.g. "about-you", "address-history", "income", "additional-income", ' +
        '"applicant-identity-verification", "applicant-bank-statements" (APPLICATION_STEP_IDS in packages/domain).',
      resolve: (next) => (next.kind === 'Step' ? next.id : null),
    }),
    path: t.string({
      nullable: true,
      description:
        'The web page to go to, e.g. /your-application/personal-details/about-you; null once submitted.',
      resolve: (next) => ('path' in next ? next.path : null),
    }),
  }),
});
/** One limit with the figures it is described from. */
type BudgetLimitWithFigures = BudgetLimit & { message: ReturnType<typeof describeBudgetLimit> };
/** The BudgetLimit type (UserApplication.budgetLimits). */
export const BudgetLimitRef = builder.objectRef<BudgetLimitWithFigures>('BudgetLimit').implement({
  description:
    'One thing that keeps the budget under £50,000 on its own (getBudgetLimits in packages/domain ' +
    'budget-limits.ts), read from the affordability model’s intermediate figures.',
  fields: (t) => ({
    factor: t.expose('factor', {
      type: BudgetLimitFactorEnum,
      description: 'Income, Commitments or Deposit.',
    }),
    cap: t.exposeInt('cap', {
      description: 'The highest budget this factor alone allows, whole pounds rounded down to 1,000.',
    }),
    path: t.exposeString('path', {
      description:
        'The application page that changes it, e.g. /your-application/financial-details/deposit; for commitments ' +
        'the page holding most of them (cards, monthly commitments or dependants).',
    }),
    text: t.string({
      description:
        'The limit in words with its figures, e.g. "Your deposit of £500 covers a home of up to £25,000, as the ' +
        'deposit is 2% of the price. A budget of £50,000 needs a deposit of at least £1,000."',
      resolve: (limit) => limit.message.text,
    }),
    linkText: t.string({
      description: 'The words of the link to `path`, e.g. "Change your deposit".',
      resolve: (limit) => limit.message.linkText,
    }),
  }),
});
