/**
 * The six onboarding steps, in the order of spec §2 ("Onboarding, in this order"), each with the part of
 * the `onboard` input it collects (the domain's `onboardInputSchema`, picked per step) and a test of
 * whether the saved answers complete it.
 */
import {
  depositSchema,
  depositSourceSchema,
  grossAnnualPaySchema,
  onboardInputSchema,
} from '@stairway/domain/validation';
import { z } from 'zod';
import { paths } from '../../../lib/paths';
import type { OnboardingDraft } from './draft';

/** The id of a step; also the last part of its route, /onboard/{id}. */
export type StepId = 'budget' | 'name' | 'checks' | 'preferred-location' | 'deposit' | 'email-password';

/** One onboarding step. */
export type OnboardingStep = {
  id: StepId;
  /** The route, e.g. `/onboard/budget`. */
  path: string;
  /** A short name for alerts and links, e.g. "Preferred location". */
  name: string;
  /** The page heading. */
  title: string;
  /** The top-level `onboard` input fields the step collects. */
  fields: readonly string[];
};

/** The steps in order (spec §2). */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'budget',
    path: paths.onboarding.budget,
    name: 'Budget',
    title: "Let's check your budget",
    fields: ['grossAnnualPay', 'jointApplication'],
  },
  {
    id: 'name',
    path: paths.onboarding.name,
    name: 'Your name',
    title: "What's your name?",
    fields: ['firstName', 'middleName', 'lastName'],
  },
  {
    id: 'checks',
    path: paths.onboarding.checks,
    name: 'Checks',
    title: 'A few quick checks',
    fields: ['checks'],
  },
  {
    id: 'preferred-location',
    path: paths.onboarding.preferredLocation,
    name: 'Preferred location',
    title: 'Where would you like to live?',
    fields: ['preferredLocations'],
  },
  {
    id: 'deposit',
    path: paths.onboarding.deposit,
    name: 'Deposit',
    title: 'Your deposit',
    fields: ['deposit', 'depositSource'],
  },
  {
    id: 'email-password',
    path: paths.onboarding.emailPassword,
    name: 'E-mail and password',
    title: 'Create your account',
    fields: ['email', 'password'],
  },
];

/** The number of steps (6). */
export const STEP_COUNT = ONBOARDING_STEPS.length;

/**
 * The form schema of each step: the domain's onboarding schema, picked to the step's fields; the money
 * fields and the deposit source first say plainly when they are empty.
 */
export const stepSchemas = {
  budget: onboardInputSchema.pick({ jointApplication: true }).extend({
    grossAnnualPay: z
      .number({ error: 'Enter your gross annual pay in whole pounds, for example 35000' })
      .pipe(grossAnnualPaySchema),
  }),
  name: onboardInputSchema.pick({ firstName: true, middleName: true, lastName: true }),
  checks: onboardInputSchema.pick({ checks: true }),
  'preferred-location': onboardInputSchema.pick({ preferredLocations: true }),
  deposit: z.object({
    deposit: z
      .number({ error: 'Enter your deposit in whole pounds, or 0 if you have none yet' })
      .pipe(depositSchema),
    depositSource: z.string({ error: 'Choose where your deposit is coming from' }).pipe(depositSourceSchema),
  }),
  'email-password': onboardInputSchema.pick({ email: true, password: true }),
} as const;

/** The form values a step's schema accepts (before parsing). */
export type StepInput<K extends keyof typeof stepSchemas> = z.input<(typeof stepSchemas)[K]>;
/** A step's answers once its schema accepted them (trimmed, normalised). */
export type StepOutput<K extends keyof typeof stepSchemas> = z.output<(typeof stepSchemas)[K]>;

/**
 * The position of a step.
 *
 * @param id the step
 * @returns 0 for budget up to 5 for email-password
 */
export function stepIndex(id: StepId): number {
  return ONBOARDING_STEPS.findIndex((step) => step.id === id);
}

/**
 * The step a route belongs to.
 *
 * @param pathname e.g. `/onboard/name` (a trailing slash is allowed)
 * @returns the step, or `undefined` for `/onboard` itself or an unknown path
 */
export function stepForPath(pathname: string): OnboardingStep | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ONBOARDING_STEPS.find((step) => step.path === path);
}

/**
 * Whether the saved answers complete a step, by the step's domain schema. The e-mail and password step
 * is never complete from the draft, since the password is never saved.
 *
 * @param id the step
 * @param draft the saved answers
 * @returns true when the step's answers are all valid
 */
export function isStepComplete(id: StepId, draft: OnboardingDraft): boolean {
  if (id === 'email-password') return false;
  return stepSchemas[id].safeParse(draft).success;
}

/**
 * The first step whose answers are missing or not valid, among those before `before`.
 *
 * @param draft the saved answers
 * @param before the step being opened
 * @returns the first incomplete earlier step, or `undefined` when all earlier steps are complete
 */
export function firstIncompleteStepBefore(
  draft: OnboardingDraft,
  before: StepId,
): OnboardingStep | undefined {
  const end = stepIndex(before);
  return ONBOARDING_STEPS.slice(0, end).find((step) => !isStepComplete(step.id, draft));
}

/**
 * The step that collects a field of the `onboard` input.
 *
 * @param field a dotted path from the server's `extensions.field`, e.g. `preferredLocations.1`,
 *   `checks.over18` or `email`
 * @returns the step, or `undefined` for fields no step shows (e.g. `utmSource`)
 */
export function stepForField(field: string): OnboardingStep | undefined {
  const top = field.split('.')[0] ?? '';
  return ONBOARDING_STEPS.find((step) => step.fields.includes(top));
}
