/**
 * The purchase case of an approved home (ARCHITECTURE.md §7 "Purchase case: stages offer made -> offer
 * accepted -> valuation and survey -> legal -> exchange -> completion -> move-in, or fallen through with a
 * reason"; the "life after approval" issue: operators move a case through its stages with dates and notes,
 * and a case that falls through sends the applicant back to choosing a home). Pure: no I/O, no clock, no
 * zod, so the applicant’s timeline can show it without loading the form schemas (dayjs only to write dates).
 */
import dayjs from 'dayjs';
import { isCalendarDate } from './calendar-date';

/** The stages of a purchase, in order (ARCHITECTURE.md §7). A case moves forward one stage at a time. */
export const PURCHASE_STAGES = [
  'OfferMade',
  'OfferAccepted',
  'ValuationAndSurvey',
  'LegalWork',
  'Exchange',
  'Completion',
  'MovedIn',
] as const;
/** One of {@link PURCHASE_STAGES}. */
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

/**
 * The state of a case that has just opened: the home is approved and Stairway is preparing its offer (the issue:
 * "A purchase case opens when a home is approved"); no stage has been reached yet.
 */
export const OPENED = 'Opened';
/** The state of a case that will not go ahead: it left the stages with a reason (ARCHITECTURE.md §7). */
export const FALLEN_THROUGH = 'FallenThrough';
/** Where a purchase case stands: opened, one of the stages, or fallen through. */
export type PurchaseCaseState = typeof OPENED | PurchaseStage | typeof FALLEN_THROUGH;

/** Every state, in the order a case goes (opened, the seven stages), fallen through last. */
export const PURCHASE_CASE_STATES: readonly PurchaseCaseState[] = [
  OPENED,
  ...PURCHASE_STAGES,
  FALLEN_THROUGH,
];

/** Each state as the applicant and the operators read it, in British English (sentence case). */
export const PURCHASE_CASE_STATE_LABELS: Record<PurchaseCaseState, string> = {
  Opened: 'Home approved',
  OfferMade: 'Offer made',
  OfferAccepted: 'Offer accepted',
  ValuationAndSurvey: 'Valuation and survey',
  LegalWork: 'Legal work',
  Exchange: 'Exchange',
  Completion: 'Completion',
  MovedIn: 'Moved in',
  FallenThrough: 'Fallen through',
};

/**
 * The states a case may fall through from: opened and every stage before completion (the issue: "a case can
 * fall through (with a reason)"; once the purchase has completed the home is bought, and a later problem is not
 * a purchase falling through).
 */
export const FALL_THROUGH_STAGES: readonly PurchaseCaseState[] = [
  OPENED,
  ...PURCHASE_STAGES.slice(0, PURCHASE_STAGES.indexOf('Completion')),
];

/** The longest reason or note an operator may write, characters (after trimming). */
export const PURCHASE_CASE_TEXT_MAX = 1000;

/** Whether a text is one of the purchase case's states. */
export function isPurchaseCaseState(value: unknown): value is PurchaseCaseState {
  return (PURCHASE_CASE_STATES as readonly unknown[]).includes(value);
}

/**
 * The states a case may move to from a state (ARCHITECTURE.md §7): the next stage (offer made from opened), and
 * fallen through from opened or any stage before completion; nothing after moved in or fallen through.
 *
 * @param from the case's current state
 * @returns the allowed states in order, the next stage first (e.g. exchange → completion, fallen through;
 *   completion → moved in; moved in and fallen through → none)
 */
export function allowedPurchaseCaseMoves(from: PurchaseCaseState): PurchaseCaseState[] {
  if (from === FALLEN_THROUGH) return [];
  const next = from === OPENED ? PURCHASE_STAGES[0] : PURCHASE_STAGES[PURCHASE_STAGES.indexOf(from) + 1];
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
  | { ok: false; error: string; field: PurchaseCaseMoveField; allowed: PurchaseCaseState[] };

/** The part of a move request a refusal is about. */
export type PurchaseCaseMoveField = 'to' | 'date' | 'reason' | 'note';

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
 * @param today today's date in the UK (YYYY-MM-DD), when known: the new date may not be later (a stage is
 *   recorded once it has happened)
 * @returns `{ ok: true, move }` with the texts trimmed; or `{ ok: false, error, field, allowed }` where the error
 *   names what is allowed and `field` the part of the request it is about, e.g. "A case at Exchange can move to Completion or Fallen through, not Moved in"
 */
export function checkPurchaseCaseMove(
  from: PurchaseCaseState,
  request: PurchaseCaseMoveRequest,
  since?: string | null,
  today?: string | null,
): PurchaseCaseMoveResult {
  const allowed = allowedPurchaseCaseMoves(from);
  const refuse = (error: string, field: PurchaseCaseMoveField = 'to'): PurchaseCaseMoveResult => ({
    ok: false,
    error,
    field,
    allowed,
  });
  if (!isPurchaseCaseState(request.to)) {
    return refuse(`Unknown stage "${String(request.to)}": choose ${describeMoves(allowed)}`);
  }
  if (!allowed.includes(request.to)) {
    const label = PURCHASE_CASE_STATE_LABELS;
    if (allowed.length === 0) {
      return refuse(
        `${from === 'MovedIn' ? 'The applicant has moved in' : 'The purchase has fallen through'}, so the case is closed: it cannot move to ${label[request.to]}`,
      );
    }
    return refuse(`A case at ${label[from]} can move to ${describeMoves(allowed)}, not ${label[request.to]}`);
  }
  if (!isCalendarDate(request.date)) return refuse('Give the date as a real date, YYYY-MM-DD', 'date');
  if (since && request.date < since) {
    return refuse(
      `The date cannot be before ${formatPurchaseCaseDate(since)}, when the case reached ${PURCHASE_CASE_STATE_LABELS[from]}`,
      'date',
    );
  }
  if (today && request.date > today) {
    return refuse(
      `The date cannot be after today (${formatPurchaseCaseDate(today)}): record a stage once it has happened`,
      'date',
    );
  }
  const reason = cleanText(request.reason, 'reason');
  const note = cleanText(request.note, 'note');
  if (reason !== null && typeof reason === 'object') return refuse(reason.error, 'reason');
  if (note !== null && typeof note === 'object') return refuse(note.error, 'note');
  if (request.to === FALLEN_THROUGH && reason === null) {
    return refuse('Say why the purchase fell through: a reason is required', 'reason');
  }
  if (request.to !== FALLEN_THROUGH && reason !== null) {
    return refuse(
      'A reason is only given when a purchase falls through: write it as a note instead',
      'reason',
    );
  }
  return { ok: true, move: { from, to: request.to, date: request.date, reason, note } };
}

/**
 * A case's date as people read it, e.g. "2026-12-01" → "1 December 2026" (the e-mails and the timeline).
 * @param date a calendar date, YYYY-MM-DD
 * @returns the day, month in words and year; the text unchanged when it is not a real date
 */
export function formatPurchaseCaseDate(date: string): string {
  return isCalendarDate(date) ? dayjs(date).format('D MMMM YYYY') : date;
}
