/**
 * Purchase cases for the tests of the pages that show "Your purchase" (the dashboards): one in progress (offer
 * accepted), the same with its plan prepared, one that fell through at the valuation, and one moved in, as the server's myPurchaseCase answers
 * them (with __typename, for Apollo's MockedProvider). For tests only.
 */
import type { PurchaseCaseView } from './purchase-case-card';

type Stage = PurchaseCaseView['timeline'][number];

const stage = (stage: Stage['stage'], label: string, status: string, date: string | null = null): Stage =>
  ({ __typename: 'PurchaseTimelineStage', stage, label, status, date }) as Stage;

/** A purchase whose offer the seller accepted on 1 December 2026, waiting on the seller's side. */
export const PURCHASE_IN_PROGRESS: PurchaseCaseView = {
  __typename: 'PurchaseCase',
  id: 'case-1',
  address: '12 Orchard Way, Southampton, SO16 3AB',
  askingPrice: 245_000,
  state: 'OfferAccepted',
  stateLabel: 'Offer accepted',
  stateDate: '2026-12-01',
  nextStep:
    'The seller has accepted our offer. We are instructing solicitors and booking the valuation; please pay your deposit if you have not yet.',
  waitingOn: ['The seller'],
  fallThroughReason: null,
  openedAt: '2026-11-20T10:00:00.000Z',
  plan: null,
  timeline: [
    stage('OfferMade', 'Offer made', 'done', '2026-11-24'),
    stage('OfferAccepted', 'Offer accepted', 'current', '2026-12-01'),
    stage('ValuationAndSurvey', 'Valuation and survey', 'upcoming'),
    stage('LegalWork', 'Legal work', 'upcoming'),
    stage('Exchange', 'Exchange', 'upcoming'),
    stage('Completion', 'Completion', 'upcoming'),
    stage('MovedIn', 'Moved in', 'upcoming'),
  ],
} as PurchaseCaseView;

/** The same purchase with its plan prepared, not signed yet by the signed-in customer. */
export const PURCHASE_WITH_PLAN: PurchaseCaseView = {
  ...PURCHASE_IN_PROGRESS,
  plan: {
    __typename: 'Plan',
    id: 'plan-1',
    fullySigned: false,
    yourSigning: { __typename: 'PlanYourSigning', signedAt: null },
  } as PurchaseCaseView['plan'],
};

/** The same purchase, fallen through at the valuation on 9 December 2026. */
export const PURCHASE_FALLEN_THROUGH: PurchaseCaseView = {
  ...PURCHASE_IN_PROGRESS,
  state: 'FallenThrough',
  stateLabel: 'Fallen through',
  stateDate: '2026-12-09',
  nextStep: 'This purchase will not go ahead. You can choose another home and submit it to us.',
  waitingOn: ['You'],
  fallThroughReason: 'The valuation came in £20,000 below the asking price.',
  timeline: [
    stage('OfferMade', 'Offer made', 'done', '2026-11-24'),
    stage('OfferAccepted', 'Offer accepted', 'done', '2026-12-01'),
    stage('ValuationAndSurvey', 'Valuation and survey', 'fell-through', '2026-12-09'),
    stage('LegalWork', 'Legal work', 'not-reached'),
    stage('Exchange', 'Exchange', 'not-reached'),
    stage('Completion', 'Completion', 'not-reached'),
    stage('MovedIn', 'Moved in', 'not-reached'),
  ],
};

/** The same purchase, moved in on 2 March 2027: every stage done. */
export const PURCHASE_MOVED_IN: PurchaseCaseView = {
  ...PURCHASE_IN_PROGRESS,
  state: 'MovedIn',
  stateLabel: 'Moved in',
  stateDate: '2027-03-02',
  nextStep: 'Welcome home. Your monthly payments of rent and equity follow your plan.',
  waitingOn: [],
  timeline: [
    stage('OfferMade', 'Offer made', 'done', '2026-11-24'),
    stage('OfferAccepted', 'Offer accepted', 'done', '2026-12-01'),
    stage('ValuationAndSurvey', 'Valuation and survey', 'done', '2026-12-15'),
    stage('LegalWork', 'Legal work', 'done', '2027-01-10'),
    stage('Exchange', 'Exchange', 'done', '2027-02-01'),
    stage('Completion', 'Completion', 'done', '2027-02-28'),
    stage('MovedIn', 'Moved in', 'done', '2027-03-02'),
  ],
};
