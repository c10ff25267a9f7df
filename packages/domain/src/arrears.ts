/**
 * Arrears, handled fairly (ARCHITECTURE.md §7 "arrears cases (grace, reminders, payment plans) … post to or
 * read from the ledger"; decision 075): how old a plan's arrears are, which stage of the process they are in,
 * and a payment plan the customer proposes in the app. Pure: no I/O, no clock (today is passed in, a London
 * calendar day YYYY-MM-DD). Amounts in whole pence.
 *
 * The rules (decision 075, with their sources):
 * - Age: days from the due date of the oldest collection whose rent is still unpaid. The arrears are paid off
 *   oldest first (ledger-collection.ts `splitCollection`), so the unpaid rent is the newest failed months':
 *   walking back from the newest failed collection until their rent covers the arrears owed finds the oldest.
 * - Stages by age: `grace` for the first {@link GRACE_DAYS} days (the bank's retries on days 5 and 10 fall in it;
 *   a friendly note, nothing sent), then `reminders` (an e-mail on each of {@link REMINDER_DAYS}), then
 *   `follow-up` after {@link FOLLOW_UP_AFTER_DAYS} days (an operator contacts the customer). A payment plan being
 *   kept puts the arrears in `plan` (no reminders); one with a missed instalment falls back to the age's stage.
 *   The Pre-Action Protocol for Possession Claims by Social Landlords (para 2.1–2.3) asks a landlord to contact
 *   the tenant early, try to agree affordable payments and not act while an agreement is kept; FCA CONC 7.3 asks
 *   for forbearance and due consideration of customers in arrears, and CONC 7.3.5 for reasonable repayment
 *   proposals to be considered.
 * - A payment plan must clear all of the arrears owed (the instalments sum to it exactly), in at most
 *   {@link MAX_PLAN_INSTALMENTS} instalments, each at least {@link MIN_INSTALMENT_PENCE} (Citizens Advice's
 *   and StepChange's token payments start around £1 a month; £10 keeps a plan meaningful yet affordable; a debt
 *   below it is one instalment), the first from today and within {@link FIRST_INSTALMENT_WITHIN_DAYS} days,
 *   each at least {@link MIN_DAYS_BETWEEN} days after the one before (weekly to monthly, as wages are paid), and
 *   the last within {@link MAX_PLAN_MONTHS} months of today.
 * - An instalment is met when what has been paid off the arrears since the plan was agreed (ledger credits to
 *   `arrears`) covers it and every instalment before it; one not met whose date has passed is missed.
 */
import dayjs from 'dayjs';
import { isCalendarDate } from './calendar-date';
import { formatGBP } from './money';

/** Days after the oldest unpaid collection's due date with no action but a friendly note. */
export const GRACE_DAYS = 14;
/** The ages, days, on which a reminder e-mail is sent (each once). */
export const REMINDER_DAYS = [14, 21, 28] as const;
/** After this many days an operator follows the arrears up in person. */
export const FOLLOW_UP_AFTER_DAYS = 28;
/** The smallest instalment of a payment plan, pence (£10), unless the whole debt is smaller. */
export const MIN_INSTALMENT_PENCE = 1000;
/** The longest a payment plan may run, months from today. */
export const MAX_PLAN_MONTHS = 6;
/** The most instalments a plan may have (weekly for six months). */
export const MAX_PLAN_INSTALMENTS = 26;
/** The fewest days between two instalments. */
export const MIN_DAYS_BETWEEN = 7;
/** The first instalment must be within this many days of today. */
export const FIRST_INSTALMENT_WITHIN_DAYS = 31;

/** The stages of the arrears process (see the module's rules). */
export const ARREARS_STAGES = ['none', 'grace', 'reminders', 'follow-up', 'plan'] as const;
/** One of {@link ARREARS_STAGES}. */
export type ArrearsStage = (typeof ARREARS_STAGES)[number];

/** Each stage in kind words, as the customer reads it. */
export const ARREARS_STAGE_LABELS: Record<ArrearsStage, string> = {
  none: 'Nothing owed',
  grace: 'A payment was missed: no action needed yet, we will try again',
  reminders: 'A payment is overdue: we will remind you by e-mail',
  'follow-up': 'A payment is overdue: someone from our team will get in touch to help',
  plan: 'You are keeping to a payment plan: thank you',
};

/** Each stage as the operators' arrears list says it (the customer's words are {@link ARREARS_STAGE_LABELS}). */
export const ARREARS_STAGE_LABELS_FOR_OPERATORS: Record<ArrearsStage, string> = {
  none: 'Nothing owed',
  grace: 'In the grace period: no action yet',
  reminders: 'Overdue: reminders are being e-mailed',
  'follow-up': 'Overdue more than 28 days: call the customer',
  plan: 'Keeping to a payment plan',
};

/** Age buckets of the operators' arrears list, days. */
export const ARREARS_AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
/** One of {@link ARREARS_AGE_BUCKETS}. */
export type ArrearsAgeBucket = (typeof ARREARS_AGE_BUCKETS)[number];

/** A monthly collection whose rent went into arrears (its first attempt failed). */
export type FailedCollection = { dueDate: string; rentPence: number };

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new RangeError('Dates must be YYYY-MM-DD');
  return dayjs(to).diff(dayjs(from), 'day');
}

/**
 * The due date of the oldest collection whose rent is still unpaid (see the module's rules).
 * @param failed the monthly collections whose rent went into arrears, any order
 * @param arrearsPence what is owed now, from the ledger, pence
 * @returns YYYY-MM-DD, or null when nothing is owed or no collection failed (e.g. 3 failed months of 90,000p,
 *   51,000p owed → the newest month's date)
 */
export function oldestUnpaidDueDate(
  failed: readonly FailedCollection[],
  arrearsPence: number,
): string | null {
  if (arrearsPence <= 0 || failed.length === 0) return null;
  const newestFirst = [...failed].sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  let covered = 0;
  for (const collection of newestFirst) {
    covered += collection.rentPence;
    if (covered >= arrearsPence) return collection.dueDate;
  }
  return newestFirst[newestFirst.length - 1]!.dueDate;
}

/**
 * How old the arrears are, days.
 * @param failed the monthly collections whose rent went into arrears
 * @param arrearsPence owed now, pence
 * @param today London's date, YYYY-MM-DD
 * @returns days since the oldest unpaid due date (0 on the day), or 0 when nothing is owed
 */
export function arrearsAgeDays(
  failed: readonly FailedCollection[],
  arrearsPence: number,
  today: string,
): number {
  const since = oldestUnpaidDueDate(failed, arrearsPence);
  return since === null ? 0 : Math.max(0, daysBetween(since, today));
}

/**
 * The stage of a plan's arrears (see the module's rules).
 * @param arrearsPence owed now, pence
 * @param ageDays {@link arrearsAgeDays}
 * @param keepingToPlan true when an agreed payment plan has no missed instalment
 */
export function arrearsStage(arrearsPence: number, ageDays: number, keepingToPlan: boolean): ArrearsStage {
  if (arrearsPence <= 0) return 'none';
  if (keepingToPlan) return 'plan';
  if (ageDays < GRACE_DAYS) return 'grace';
  if (ageDays <= FOLLOW_UP_AFTER_DAYS) return 'reminders';
  return 'follow-up';
}

/**
 * The reminder due today, if any: the largest reminder day reached, so that a job that missed a day still sends
 * the latest one (its outbox key makes each reminder day's e-mail once).
 * @param stage {@link arrearsStage}
 * @param ageDays {@link arrearsAgeDays}
 * @returns the reminder day (14, 21 or 28), or null when none is due (nothing owed, a plan kept, before 14 days)
 */
export function reminderDue(stage: ArrearsStage, ageDays: number): number | null {
  if (stage === 'none' || stage === 'plan') return null;
  const reached = REMINDER_DAYS.filter((day) => ageDays >= day);
  return reached.length === 0 ? null : reached[reached.length - 1]!;
}

/**
 * The age bucket of the operators' list.
 * @param ageDays days, 0 or more (0–30 → '0-30', 31–60, 61–90, above 90 → '90+')
 */
export function ageBucket(ageDays: number): ArrearsAgeBucket {
  if (ageDays <= 30) return '0-30';
  if (ageDays <= 60) return '31-60';
  if (ageDays <= 90) return '61-90';
  return '90+';
}

/** One instalment of a payment plan: its day and amount, pence. */
export type Instalment = { dueOn: string; amountPence: number };

/** Why a payment plan is refused: the field (`instalments`, or `instalments.N.dueOn|amountPence`) and why. */
export type PlanProblem = { field: string; message: string };

/**
 * Every problem of a proposed payment plan against the rules (see the module's rules), for a form to show each
 * beside its row and field: at most one a field, in row order, then the total's. Each message names the
 * instalment by its number from 1 (e.g. "Instalment 2 must be at least £10.").
 * @param instalments the proposal, in date order (amounts in pence, days YYYY-MM-DD)
 * @param arrearsPence owed now, pence (more than 0)
 * @param today London's date, YYYY-MM-DD
 * @returns the problems; empty when the plan may be agreed
 */
export function paymentPlanProblems(
  instalments: readonly Instalment[],
  arrearsPence: number,
  today: string,
): PlanProblem[] {
  if (arrearsPence <= 0) return [{ field: 'instalments', message: 'Nothing is owed, so no plan is needed.' }];
  if (instalments.length === 0) return [{ field: 'instalments', message: 'Add at least one instalment.' }];
  if (instalments.length > MAX_PLAN_INSTALMENTS) {
    return [{ field: 'instalments', message: `A plan has at most ${MAX_PLAN_INSTALMENTS} instalments.` }];
  }
  const last = dayjs(today).add(MAX_PLAN_MONTHS, 'month').format('YYYY-MM-DD');
  const minimum = Math.min(MIN_INSTALMENT_PENCE, arrearsPence);
  const problems: PlanProblem[] = [];
  let total = 0;
  for (const [index, instalment] of instalments.entries()) {
    const at = `instalments.${index}`;
    const name = `Instalment ${index + 1}`;
    const realDate = isCalendarDate(instalment.dueOn);
    if (!realDate) problems.push({ field: `${at}.dueOn`, message: `${name}: enter a real date.` });
    if (!Number.isSafeInteger(instalment.amountPence) || instalment.amountPence < minimum) {
      problems.push({
        field: `${at}.amountPence`,
        message: `${name} must be at least ${formatGBP(minimum / 100)}.`,
      });
    } else total += instalment.amountPence;
    if (!realDate) continue;
    const previous = instalments[index - 1]?.dueOn;
    let dateProblem: string | null = null;
    if (index === 0 && daysBetween(today, instalment.dueOn) < 0)
      dateProblem = `${name} cannot be in the past.`;
    else if (index === 0 && daysBetween(today, instalment.dueOn) > FIRST_INSTALMENT_WITHIN_DAYS) {
      dateProblem = `${name} must be within ${FIRST_INSTALMENT_WITHIN_DAYS} days of today.`;
    } else if (
      previous &&
      isCalendarDate(previous) &&
      daysBetween(previous, instalment.dueOn) < MIN_DAYS_BETWEEN
    ) {
      dateProblem = `${name} must be at least ${MIN_DAYS_BETWEEN} days after instalment ${index}.`;
    } else if (instalment.dueOn > last) {
      dateProblem = `${name} is too late: the plan must end within ${MAX_PLAN_MONTHS} months.`;
    }
    if (dateProblem) problems.push({ field: `${at}.dueOn`, message: dateProblem });
  }
  if (problems.length === 0 && total !== arrearsPence) {
    problems.push({
      field: 'instalments',
      message: `The instalments add up to ${formatGBP(total / 100)}: they must add up to what is owed, ${formatGBP(arrearsPence / 100)}.`,
    });
  }
  return problems;
}

/**
 * Checks a proposed payment plan against the rules (see the module's rules): the first of
 * {@link paymentPlanProblems}, which the server refuses a plan with.
 * @param instalments the proposal, in date order
 * @param arrearsPence owed now, pence (more than 0)
 * @param today London's date, YYYY-MM-DD
 * @returns the first problem, or null when the plan may be agreed
 */
export function checkPaymentPlan(
  instalments: readonly Instalment[],
  arrearsPence: number,
  today: string,
): PlanProblem | null {
  return paymentPlanProblems(instalments, arrearsPence, today)[0] ?? null;
}

/**
 * The suggested plan: equal monthly instalments from today, the pennies left over in the first.
 * @param arrearsPence owed, pence (more than 0)
 * @param today London's date
 * @param months how many (default 3; fewer when an instalment would be under £10)
 * @returns the instalments (e.g. 100,000p over 3 → 33,334p, 33,333p, 33,333p, a month apart from today)
 */
export function suggestPaymentPlan(arrearsPence: number, today: string, months = 3): Instalment[] {
  if (arrearsPence <= 0) return [];
  const count = Math.max(1, Math.min(months, Math.floor(arrearsPence / MIN_INSTALMENT_PENCE)));
  const each = Math.floor(arrearsPence / count);
  return Array.from({ length: count }, (_, index) => ({
    dueOn: dayjs(today).add(index, 'month').format('YYYY-MM-DD'),
    amountPence: index === 0 ? arrearsPence - each * (count - 1) : each,
  }));
}

/** Where an instalment stands: met (paid), due (today or later, not yet met) or missed (its day passed). */
export type InstalmentStatus = 'met' | 'due' | 'missed';

/**
 * Which instalments are met: what was paid off the arrears since the plan was agreed, applied in date order.
 * @param instalments the plan, in date order
 * @param paidPence paid off the arrears since the plan was agreed (ledger credits to `arrears`), pence
 * @param today London's date
 * @returns each instalment's status and how much of it is paid, pence (e.g. 33,334 + 2 × 33,333 with 40,000p
 *   paid → met; 6,666p of the second, due or missed by its date; the third 0p)
 */
export function instalmentStatuses(
  instalments: readonly Instalment[],
  paidPence: number,
  today: string,
): Array<{ status: InstalmentStatus; paidPence: number }> {
  let left = Math.max(0, paidPence);
  return instalments.map((instalment) => {
    const paid = Math.min(left, instalment.amountPence);
    left -= paid;
    if (paid === instalment.amountPence) return { status: 'met', paidPence: paid };
    return { status: instalment.dueOn < today ? 'missed' : 'due', paidPence: paid };
  });
}
