/**
 * The purchase case of an approved home (ARCHITECTURE.md §7 "Purchase case: stages offer made -> offer
 * accepted -> valuation and survey -> legal -> exchange -> completion -> move-in, or fallen through with a
 * reason"; the "life after approval" issue: operators move a case through its stages with dates and notes,
 * and a case that falls through sends the applicant back to choosing a home). Pure: no I/O, no clock, no
 * zod, so the applicant's timeline can show it without loading the form schemas.
 */
import { isCalendarDate } from './calendar-date';

/** The stages of a purchase, in order (ARCHITECTURE.md §7). A case moves forward one stage at a time. */
export const PURCHASE_STAGES = [
  'offer-made',
  'offer-accepted',
  'valuation-and-survey',
  'legal-work',
  'exchange',
  'completion',
  'moved-in',
] as const;
/** One of {@link PURCHASE_STAGES}. */
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

/** The state of a case that will not go ahead: it left the stages with a reason (ARCHITECTURE.md §7). */
export const FALLEN_THROUGH = 'fallen-through';
/** Where a purchase case stands: one of the stages, or fallen through. */
export type PurchaseCaseState = PurchaseStage | typeof FALLEN_THROUGH;

/** Each state as the applicant and the operators read it, in British English (sentence case). */
export const PURCHASE_CASE_STATE_LABELS: Record<PurchaseCaseState, string> = {
  'offer-made': 'Offer made',
  'offer-accepted': 'Offer accepted',
  'valuation-and-survey': 'Valuation and survey',
  'legal-work': 'Legal work',
  exchange: 'Exchange',
  completion: 'Completion',
  'moved-in': 'Moved in',
  'fallen-through': 'Fallen through',
};

/**
 * The stages a case may fall through from: every stage before completion (the issue: "a case can fall through
 * (with a reason)"; once the purchase has completed the home is bought, and a later problem is not a purchase
 * falling through).
 */
export const FALL_THROUGH_STAGES: readonly PurchaseStage[] = PURCHASE_STAGES.slice(
  0,
  PURCHASE_STAGES.indexOf('completion'),
);

/** The longest reason or note an operator may write, characters (after trimming). */
export const PURCHASE_CASE_TEXT_MAX = 1000;

/** Whether a text is one of the purchase case's states. */
export function isPurchaseCaseState(value: unknown): value is PurchaseCaseState {
  return value === FALLEN_THROUGH || (PURCHASE_STAGES as readonly unknown[]).includes(value);
}

/**
 * The states a case may move to from a state (ARCHITECTURE.md §7): the next stage, and fallen through from any
 * stage before completion; nothing after moved in or fallen through.
 *
 * @param from the case's current state
 * @returns the allowed states in order, the next stage first (e.g. exchange → completion, fallen through;
 *   completion → moved in; moved in and fallen through → none)
 */
export function allowedPurchaseCaseMoves(from: PurchaseCaseState): PurchaseCaseState[] {
  if (from === FALLEN_THROUGH) return [];
  const next = PURCHASE_STAGES[PURCHASE_STAGES.indexOf(from) + 1];
  const moves: PurchaseCaseState[] = next ? [next] : [];
  if (FALL_THROUGH_STAGES.includes(from)) moves.push(FALLEN_THROUGH);
  return moves;
}

/** What an operator asks for: the state to move to, the date it happened (YYYY-MM-DD) and a note. */
export type PurchaseCaseMoveRequest = {
  to: PurchaseCaseState;
  /** The day the stage was reached, YYYY-MM-DD (the operator's date, not today's clock). */
  date: string;
  /** Why the case fell through: required when `to` is fallen through, refused otherwise. */
  reason?: string | null;
  /** An optional note for the case's history. */
  note?: string | null;
};

/** A checked move: the texts trimmed, the note and reason null when not given. */
export type PurchaseCaseMove = {
  from: PurchaseCaseState;
  to: PurchaseCaseState;
  date: string;
  reason: string | null;
  note: string | null;
};

/** The result of {@link checkPurchaseCaseMove}: the move, or why not and what is allowed instead. */
export type PurchaseCaseMoveResult =
  | { ok: true; move: PurchaseCaseMove }
  | { ok: false; error: string; allowed: PurchaseCaseState[] };

/** The allowed moves in words, e.g. "Completion or Fallen through", or "nothing: the case is closed". */
function describeMoves(allowed: readonly PurchaseCaseState[]): string {
  if (allowed.length === 0) return 'nothing: the case is closed';
  return allowed.map((state) => PURCHASE_CASE_STATE_LABELS[state]).join(' or ');
}

/** A trimmed text, null when empty; an error when longer than {@link PURCHASE_CASE_TEXT_MAX}. */
function cleanText(value: string | null | undefined, what: string): string | null | { error: string } {
  const text = value?.trim() ?? '';
  if (text.length > PURCHASE_CASE_TEXT_MAX) {
    return { error: `The ${what} must be at most ${PURCHASE_CASE_TEXT_MAX} characters` };
  }
  return text === '' ? null : text;
}

/**
 * Checks an operator's request to move a case (ARCHITECTURE.md §7; the issue: "Operators move a case through
 * its stages with dates and notes; a case can fall through (with a reason)").
 *
 * @param from the case's current state
 * @param request the state asked for, its date (YYYY-MM-DD), a reason (required for fallen through, refused
 *   otherwise) and an optional note (at most {@link PURCHASE_CASE_TEXT_MAX} characters each)
 * @param since the date the case reached its current state (YYYY-MM-DD), when known: the new date may not be
 *   earlier
 * @returns `{ ok: true, move }` with the texts trimmed; or `{ ok: false, error, allowed }` where the error names
 *   what is allowed, e.g. "A case at Exchange can move to Completion or Fallen through, not Moved in"
 */
export function checkPurchaseCaseMove(
  from: PurchaseCaseState,
  request: PurchaseCaseMoveRequest,
  since?: string | null,
): PurchaseCaseMoveResult {
  const allowed = allowedPurchaseCaseMoves(from);
  const refuse = (error: string): PurchaseCaseMoveResult => ({ ok: false, error, allowed });
  if (!isPurchaseCaseState(request.to)) {
    return refuse(`Unknown stage "${String(request.to)}": choose ${describeMoves(allowed)}`);
  }
  if (!allowed.includes(request.to)) {
    const label = PURCHASE_CASE_STATE_LABELS;
    if (allowed.length === 0) {
      return refuse(
        `${from === 'moved-in' ? 'The applicant has moved in' : 'The purchase has fallen through'}, so the case is closed: it cannot move to ${label[request.to]}`,
      );
    }
    return refuse(`A case at ${label[from]} can move to ${describeMoves(allowed)}, not ${label[request.to]}`);
  }
  if (!isCalendarDate(request.date)) return refuse('Give the date as a real date, YYYY-MM-DD');
  if (since && request.date < since) {
    return refuse(
      `The date cannot be before ${since}, when the case reached ${PURCHASE_CASE_STATE_LABELS[from]}`,
    );
  }
  const reason = cleanText(request.reason, 'reason');
  const note = cleanText(request.note, 'note');
  if (reason !== null && typeof reason === 'object') return refuse(reason.error);
  if (note !== null && typeof note === 'object') return refuse(note.error);
  if (request.to === FALLEN_THROUGH && reason === null) {
    return refuse('Say why the purchase fell through: a reason is required');
  }
  if (request.to !== FALLEN_THROUGH && reason !== null) {
    return refuse('A reason is only given when a purchase falls through: write it as a note instead');
  }
  return { ok: true, move: { from, to: request.to, date: request.date, reason, note } };
}

/** Who a stage waits on (the parties: the customer, Stairway, the seller, solicitors, the surveyor). */
export type PurchaseParty = 'customer' | 'stairway' | 'seller' | 'solicitors' | 'surveyor';

/** Each party as the applicant reads them. */
export const PURCHASE_PARTY_LABELS: Record<PurchaseParty, string> = {
  customer: 'You',
  stairway: 'Stairway',
  seller: 'The seller',
  solicitors: 'The solicitors',
  surveyor: 'The surveyor',
};

/** What happens next at a state, for the applicant's timeline: who we wait on and what they do. */
export type PurchaseNextStep = { waitingOn: readonly PurchaseParty[]; next: string };

/**
 * What happens next at each state and who is waiting on whom (the timeline; stages as
 * domain-research §1.2 item 5 "Offer → valuation and survey → legal → move-in"). Words decided here.
 */
export const PURCHASE_NEXT_STEPS: Record<PurchaseCaseState, PurchaseNextStep> = {
  'offer-made': {
    waitingOn: ['seller'],
    next: 'We have made an offer on your home. We are waiting for the seller to accept it.',
  },
  'offer-accepted': {
    waitingOn: ['stairway', 'customer'],
    next: 'The seller has accepted our offer. We are instructing solicitors and booking the valuation; please pay your deposit if you have not yet.',
  },
  'valuation-and-survey': {
    waitingOn: ['surveyor'],
    next: 'A surveyor is valuing the home and checking its condition. We will share the survey with you.',
  },
  'legal-work': {
    waitingOn: ['solicitors', 'seller'],
    next: 'The solicitors are doing the searches and agreeing the contract with the seller’s side. You may be asked to sign your plan documents.',
  },
  exchange: {
    waitingOn: ['solicitors', 'stairway'],
    next: 'Contracts have been exchanged: the purchase is legally binding. We are arranging the money for completion.',
  },
  completion: {
    waitingOn: ['stairway', 'customer'],
    next: 'The purchase has completed. We will agree your move-in day and hand over the keys.',
  },
  'moved-in': {
    waitingOn: [],
    next: 'Welcome home. Your monthly payments of rent and equity follow your plan.',
  },
  'fallen-through': {
    waitingOn: ['customer'],
    next: 'This purchase will not go ahead. You can choose another home and submit it to us.',
  },
};

/** One row of the applicant's timeline: a stage and whether it is done, the current one or still to come. */
export type PurchaseTimelineRow = {
  stage: PurchaseStage;
  label: string;
  status: 'done' | 'current' | 'upcoming' | 'fell-through' | 'not-reached';
};

/**
 * The applicant's timeline of a case: the seven stages with where the case stands.
 *
 * @param state the case's state
 * @param lastStage for a fallen-through case, the stage it fell through at (its earlier stages show done,
 *   that one fell through, the later ones not reached; the first stage when not given); ignored otherwise
 * @returns seven rows in stage order; a moved-in case has every stage done
 */
export function getPurchaseTimeline(
  state: PurchaseCaseState,
  lastStage?: PurchaseStage | null,
): PurchaseTimelineRow[] {
  const stopped = state === FALLEN_THROUGH;
  const at = stopped ? (lastStage ? PURCHASE_STAGES.indexOf(lastStage) : 0) : PURCHASE_STAGES.indexOf(state);
  return PURCHASE_STAGES.map((stage, index) => {
    let status: PurchaseTimelineRow['status'] = index < at ? 'done' : 'upcoming';
    if (stopped && index >= at) status = index === at ? 'fell-through' : 'not-reached';
    if (!stopped && index === at) status = state === 'moved-in' ? 'done' : 'current';
    return { stage, label: PURCHASE_CASE_STATE_LABELS[stage], status };
  });
}
