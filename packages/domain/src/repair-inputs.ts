/**
 * The repair operations' inputs (zod), checked by the API and by the report form. The rules of a repair
 * (the matrix, the targets, the moves) are repairs.ts, which loads no zod.
 */
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import {
  REPAIR_CATEGORIES,
  REPAIR_PAYERS,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  type RepairCategory,
  type RepairPayer,
  type RepairStatus,
  type RepairUrgency,
  repairTargetHoursProblem,
} from './repairs';
import { isPlainText } from './validation-text';

/** The longest description of a repair, characters (after trimming). */
export const REPAIR_DESCRIPTION_MAX = 2000;
/** The shortest description of a repair, characters: enough to say what and where. */
export const REPAIR_DESCRIPTION_MIN = 10;
/** The longest message on a repair (a customer's or an operator's), characters. */
export const REPAIR_MESSAGE_MAX = 2000;
/** The most photos one report may carry. */
export const MAX_REPAIR_PHOTOS = 5;
/** The longest upload key accepted (getPreSignedUploadUrl's keys are shorter). */
const UPLOAD_KEY_MAX = 300;

/** A trimmed text of plain characters, between min and max. */
const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(min, { error: min > 1 ? `The ${what} must be at least ${min} characters` : `Write the ${what}` })
    .max(max, { error: `The ${what} must be at most ${max.toLocaleString('en-GB')} characters` })
    .refine((v) => isPlainText(v, { multiline: true }), {
      error: `The ${what} has characters we cannot keep: remove them`,
    });

/** An optional message: empty and absent are null. */
const optionalMessage = z
  .string()
  .trim()
  .max(REPAIR_MESSAGE_MAX, {
    error: `The message must be at most ${REPAIR_MESSAGE_MAX.toLocaleString('en-GB')} characters`,
  })
  .refine((v) => isPlainText(v, { multiline: true }), {
    error: 'The message has characters we cannot keep: remove them',
  })
  .nullish()
  .transform((value) => (value ? value : null));

const category = z.enum(REPAIR_CATEGORIES as unknown as [RepairCategory, ...RepairCategory[]], {
  error: 'Choose what needs repairing',
});
const urgency = z.enum(REPAIR_URGENCIES as unknown as [RepairUrgency, ...RepairUrgency[]], {
  error: 'Choose how urgent it is: Emergency, Urgent or Routine',
});

/** reportRepair: the category, what is wrong, how urgent and up to {@link MAX_REPAIR_PHOTOS} photos' keys. */
export const reportRepairInputSchema = z.object({
  category,
  description: text('description', REPAIR_DESCRIPTION_MIN, REPAIR_DESCRIPTION_MAX),
  urgency,
  photoKeys: z
    .array(z.string().trim().min(1).max(UPLOAD_KEY_MAX, { error: 'This is not an upload of ours' }))
    .max(MAX_REPAIR_PHOTOS, { error: `Add up to ${MAX_REPAIR_PHOTOS} photos` })
    .nullish()
    .transform((keys) => [...new Set(keys ?? [])]),
});
/** The parsed reportRepair input. */
export type ReportRepairParsed = z.output<typeof reportRepairInputSchema>;

/** repairDetail: one repair by its id. */
export const repairIdInputSchema = z.object({ repairId: z.uuid({ error: 'Choose a repair' }) });

/** addRepairMessage: a repair and the customer's message. */
export const addRepairMessageInputSchema = z.object({
  repairId: z.uuid({ error: 'Choose a repair' }),
  message: text('message', 1, REPAIR_MESSAGE_MAX),
});

/**
 * updateRepair: the repair and any of a new status, a message to the customer, who pays (with the reason) and
 * the visit's day. Whether the update is allowed is the domain's (repairs.ts checkRepairUpdate).
 */
export const updateRepairInputSchema = z.object({
  repairId: z.uuid({ error: 'Choose a repair' }),
  status: z
    .enum(REPAIR_STATUSES as unknown as [RepairStatus, ...RepairStatus[]], { error: 'Choose a status' })
    .nullish()
    .transform((v) => v ?? null),
  message: optionalMessage,
  payer: z
    .enum(REPAIR_PAYERS as unknown as [RepairPayer, ...RepairPayer[]], {
      error: 'Choose who pays: Stairway, Customer or CostDecides',
    })
    .nullish()
    .transform((v) => v ?? null),
  payerReason: optionalMessage,
  scheduledFor: z
    .string()
    .refine(isCalendarDate, { error: 'Give the visit’s day as YYYY-MM-DD' })
    .nullish()
    .transform((v) => v ?? null),
});
/** The parsed updateRepair input. */
export type UpdateRepairParsed = z.output<typeof updateRepairInputSchema>;

/** A page of the repairs queue as the console asks for it, repairs. */
export const REPAIR_QUEUE_PAGE_SIZE = 25;
/** The furthest offset the repairs queue may be read from, repairs. */
export const REPAIR_QUEUE_MAX_OFFSET = 100_000;

/** repairQueue: how many repairs to list, from which offset, and whether closed ones are included. */
export const repairQueueInputSchema = z.object({
  limit: z
    .number()
    .int()
    .min(1, { error: 'Ask for 1 to 200 repairs' })
    .max(200, { error: 'Ask for 1 to 200 repairs' }),
  offset: z
    .number()
    .int({ error: 'Give the offset as a whole number' })
    .min(0, { error: 'Give an offset of 0 or more' })
    .max(REPAIR_QUEUE_MAX_OFFSET, { error: 'Give an offset of at most 100,000' }),
  includeClosed: z.boolean(),
});

/** The input field of each urgency's target hours in setRepairTargets. */
export const REPAIR_TARGET_FIELDS: Record<RepairUrgency, 'emergencyHours' | 'urgentHours' | 'routineHours'> =
  {
    Emergency: 'emergencyHours',
    Urgent: 'urgentHours',
    Routine: 'routineHours',
  };

/** One urgency's target hours: a whole number (the bounds and the order are repairs.ts repairTargetHoursProblem). */
const targetHours = (what: string) =>
  z
    .number({ error: `Give the ${what} target in whole hours` })
    .int({ error: `Give the ${what} target in whole hours` });

/**
 * setRepairTargets: the target hours of the three urgencies, each whole hours within repairs.ts
 * REPAIR_TARGET_HOURS_MAX, emergency ≤ urgent ≤ routine; an error names the field at fault.
 */
export const setRepairTargetsInputSchema = z
  .object({
    emergencyHours: targetHours('emergency'),
    urgentHours: targetHours('urgent'),
    routineHours: targetHours('routine'),
  })
  .superRefine((input, ctx) => {
    const problem = repairTargetHoursProblem({
      Emergency: input.emergencyHours,
      Urgent: input.urgentHours,
      Routine: input.routineHours,
    });
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [REPAIR_TARGET_FIELDS[problem.urgency]],
        message: problem.message,
      });
  });
/** The parsed setRepairTargets input. */
export type SetRepairTargetsParsed = z.output<typeof setRepairTargetsInputSchema>;
