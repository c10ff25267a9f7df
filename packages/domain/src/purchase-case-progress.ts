/**
 * Where a purchase case is going, for the customer (ARCHITECTURE.md §7; the "life after approval" issue: "the
 * applicant and co-applicant see a timeline with what happens next and who is waiting on whom"): who each state
 * waits on, what happens next, the timeline of the seven stages. Pure, no zod; the states and the rules of a
 * move are purchase-case.ts.
 */
import {
  FALLEN_THROUGH,
  OPENED,
  PURCHASE_CASE_STATE_LABELS,
  PURCHASE_STAGES,
  type PurchaseCaseState,
  type PurchaseStage,
} from './purchase-case';

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
  Opened: {
    waitingOn: ['stairway'],
    next: 'Your home is approved. We are preparing our offer to the seller and will tell you when it is made.',
  },
  OfferMade: {
    waitingOn: ['seller'],
    next: 'We have made an offer on your home. We are waiting for the seller to accept it.',
  },
  OfferAccepted: {
    waitingOn: ['stairway', 'customer'],
    next: 'The seller has accepted our offer. We are instructing solicitors and booking the valuation; please pay your deposit if you have not yet.',
  },
  ValuationAndSurvey: {
    waitingOn: ['surveyor'],
    next: 'A surveyor is valuing the home and checking its condition. We will share the survey with you.',
  },
  LegalWork: {
    waitingOn: ['solicitors', 'seller'],
    next: 'The solicitors are doing the searches and agreeing the contract with the seller’s side. You may be asked to sign your plan documents.',
  },
  Exchange: {
    waitingOn: ['solicitors', 'stairway'],
    next: 'Contracts have been exchanged: the purchase is legally binding. We are arranging the money for completion.',
  },
  Completion: {
    waitingOn: ['stairway', 'customer'],
    next: 'The purchase has completed. We will agree your move-in day and hand over the keys.',
  },
  MovedIn: {
    waitingOn: [],
    next: 'Welcome home. Your monthly payments of rent and equity follow your plan.',
  },
  FallenThrough: {
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
 * @param lastStage for a fallen-through case, the last stage it reached (its earlier stages show done, that one
 *   fell through, the later ones not reached; every stage not reached when it fell through before the offer);
 *   ignored otherwise
 * @returns seven rows in stage order; an opened case has every stage upcoming, a moved-in one every stage done
 */
export function getPurchaseTimeline(
  state: PurchaseCaseState,
  lastStage?: PurchaseStage | null,
): PurchaseTimelineRow[] {
  const stopped = state === FALLEN_THROUGH;
  // -1 before the first stage: an opened case, or one that fell through before the offer was made.
  let at = -1;
  if (stopped && lastStage) at = PURCHASE_STAGES.indexOf(lastStage);
  else if (!stopped && state !== OPENED) at = PURCHASE_STAGES.indexOf(state);
  return PURCHASE_STAGES.map((stage, index) => {
    let status: PurchaseTimelineRow['status'] = index < at ? 'done' : 'upcoming';
    if (stopped && index >= at) status = index === at ? 'fell-through' : 'not-reached';
    if (!stopped && index === at) status = state === 'MovedIn' ? 'done' : 'current';
    return { stage, label: PURCHASE_CASE_STATE_LABELS[stage], status };
  });
}

/**
 * The parties a state waits on, in words for a sentence, e.g. "The solicitors and the seller"; empty when none.
 * @param state the case's state
 */
export function describeWaitingOn(state: PurchaseCaseState): string {
  const names = PURCHASE_NEXT_STEPS[state].waitingOn.map((party, index) => {
    const label = PURCHASE_PARTY_LABELS[party];
    return index === 0 || party === 'stairway' ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
