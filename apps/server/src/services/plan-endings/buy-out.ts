/**
 * Buying the rest to completion (decision 076, after decision 073's quote): the customer goes ahead on a quote
 * that still holds; an operator records the RICS valuation instructed and its figure (which becomes the price and
 * the home's value), the mortgage offer, and completion with the money received, which applies the deposit and
 * equity held to the price in the ledger (`buy-out-completed`), cancels the Direct Debit and stops collections.
 * Each operator step writes one audit-log row about the application (actor the operator) in its transaction.
 */
import { entryFor } from '@stairway/domain/ledger';
import { balances as sumBalances } from '@stairway/domain/ledger-accounts';
import { buyOutSettlement } from '@stairway/domain/ledger-buy-out';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { auditLog, buyOutQuotes, planEndings } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { Actor } from '../../lib/tokens';
import { planJournal } from '../ledger/plan-journal';
import { recordLedgerEntry } from '../ledger/record-entry';
import { insertSurveyorValuation } from '../valuations/surveyor-valuations';
import { cancelAtProvider, stopPlanPayments } from './end-plan-payments';
import { enqueueCustomerEndingEmail, enqueueTeamEndingEmail } from './ending-emails';
import { completionPaymentId } from './ending-payments';
import { checkStepDay, movedInPlan, type Services, type SignedPlan } from './plan-ending-access';
import { livePlanEnding, type PlanEndingRow } from './read-plan-endings';

/**
 * The customer says they want to go ahead on a quote of theirs that still holds.
 * @param quoteId the quote (UUID)
 * @returns the ending, going ahead at the quote's price
 * @throws AppError NOT_FOUND for a quote that is not theirs; CONFLICT when it has expired or the plan is already
 *   ending (or not moved in, not signed)
 */
export async function goAheadWithBuyOut(
  services: Services,
  actor: Actor | null,
  quoteId: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const found = await movedInPlan(services.db, actor);
  const today = londonToday(now);
  const [quote] = await services.db
    .select()
    .from(buyOutQuotes)
    .where(and(eq(buyOutQuotes.id, quoteId), eq(buyOutQuotes.planId, found.plan.id)));
  if (!quote) throw new AppError('NOT_FOUND', 'That quote was not found.');
  if (quote.validUntil < today) {
    throw new AppError('CONFLICT', 'That quote has expired: ask for a new one.', { field: 'quoteId' });
  }
  const name = `${found.view.firstName} ${found.view.lastName}`;
  try {
    const { row, queued } = await services.db.transaction(async (tx) => {
      if (await livePlanEnding(tx, found.plan.id)) {
        throw new AppError('CONFLICT', 'Your plan is already ending: see the steps on your home page.');
      }
      const [inserted] = await tx
        .insert(planEndings)
        .values({
          purchaseCaseId: found.purchaseCase.id,
          planId: found.plan.id,
          kind: 'buy-out',
          status: 'going-ahead',
          startedBy: found.person,
          quoteId: quote.id,
          pricePounds: quote.pricePounds,
          goAheadOn: today,
        })
        .returning();
      if (!inserted) throw new Error('The decision was not recorded');
      const key = `plan-ending:${inserted.id}:go-ahead`;
      const team = await enqueueTeamEndingEmail(tx, services, found.purchaseCase.id, {
        title: `${name} wants to buy the rest of their home`,
        lines: [
          `${name} wants to go ahead on their quote: ${formatGBP(quote.pricePounds)}, with ${formatPence(quote.toPayPence)} to pay.`,
          'Instruct the RICS valuation, then record each step on the case page.',
        ],
        key,
      });
      const customer = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
        title: 'You are buying the rest of your home',
        lines: [
          `Thank you: we have your decision to buy the rest at ${formatGBP(quote.pricePounds)}, with ${formatPence(quote.toPayPence)} to pay.`,
          'Next we instruct an independent RICS valuation, which Stairway pays for. Its figure is the price. Your monthly payments continue until completion.',
        ],
        key,
      });
      return { row: inserted, queued: [...team, ...customer] };
    });
    await services.email.deliver(queued);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Your plan is already ending.');
    throw error;
  }
}

/** A buy-out going ahead, or CONFLICT. */
async function goingAhead(services: Services, found: SignedPlan): Promise<PlanEndingRow> {
  const ending = await livePlanEnding(services.db, found.plan.id);
  if (ending?.kind !== 'buy-out' || ending.status !== 'going-ahead') {
    throw new AppError('CONFLICT', 'The customer is not buying the rest now.');
  }
  return ending;
}

/** The audit-log action of each step of buying the rest an operator records (`recordBuyOutStep`). */
const STEP_ACTIONS = {
  VALUATION_INSTRUCTED: 'record-buy-out-valuation-instructed',
  VALUATION_RECEIVED: 'record-buy-out-valuation-received',
  MORTGAGE_OFFER: 'record-buy-out-mortgage-offer',
} as const;

/**
 * An operator records a step of buying the rest: the RICS valuation instructed, its figure (recorded as the home's
 * surveyor valuation too, and the price from then on), or the mortgage offer received; in the same transaction an
 * audit-log row `record-buy-out-valuation-instructed`, `record-buy-out-valuation-received` or
 * `record-buy-out-mortgage-offer` (ids, the day; for the figure its valuation id, value and the price before).
 * @param input the step, its day (YYYY-MM-DD, not in the future, not before going ahead), and for the valuation
 *   its figure (whole pounds) and the surveyor (1 to 200 characters)
 * @returns the ending
 * @throws AppError BAD_USER_INPUT naming on, valuePounds or surveyor; CONFLICT when no buy-out is going ahead, the
 *   valuation's figure comes before it was instructed, or a surveyor's figure is already recorded for that day
 */
export async function recordBuyOutStep(
  services: Services,
  found: SignedPlan,
  input: {
    step: 'VALUATION_INSTRUCTED' | 'VALUATION_RECEIVED' | 'MORTGAGE_OFFER';
    on: string;
    valuePounds?: number | null;
    surveyor?: string | null;
  },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const ending = await goingAhead(services, found);
  checkStepDay('on', input.on, londonToday(now), ending.goAheadOn);
  if (input.step === 'VALUATION_RECEIVED') {
    if (!ending.valuationInstructedOn) {
      throw new AppError('CONFLICT', 'Record the valuation as instructed first.');
    }
    if (!input.valuePounds) {
      throw inputError([{ field: 'valuePounds', message: 'Give the RICS valuation’s figure in pounds' }]);
    }
    if (!input.surveyor?.trim()) {
      throw inputError([{ field: 'surveyor', message: 'Name the surveyor or firm' }]);
    }
  }
  return services.db.transaction(async (tx) => {
    let changes: Partial<typeof planEndings.$inferInsert>;
    let figure: Record<string, unknown> = {};
    if (input.step === 'VALUATION_INSTRUCTED') {
      changes = { valuationInstructedOn: input.on, valuationInstructedBy: operatorEmail };
    } else if (input.step === 'MORTGAGE_OFFER') {
      changes = { mortgageOfferOn: input.on, mortgageOfferBy: operatorEmail };
    } else {
      const valuation = await insertSurveyorValuation(
        tx,
        found.plan,
        {
          valuePounds: input.valuePounds ?? 0,
          valuedOn: input.on,
          surveyor: input.surveyor ?? '',
          note: 'RICS valuation to buy the rest',
        },
        operatorEmail,
        now,
      );
      changes = {
        valuationReceivedOn: input.on,
        valuationPounds: valuation.valuePounds,
        valuationRecordedBy: operatorEmail,
        pricePounds: valuation.valuePounds,
      };
      figure = {
        valuationId: valuation.id,
        valuePounds: valuation.valuePounds,
        before: { pricePounds: ending.pricePounds },
      };
    }
    const [updated] = await tx
      .update(planEndings)
      .set({ ...changes, updatedAt: now })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The step was not recorded');
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: STEP_ACTIONS[input.step],
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        endingId: ending.id,
        on: input.on,
        ...figure,
      },
    });
    return updated;
  });
}

/**
 * An operator records completion: the money received must be the price less what is held plus what is owed
 * (packages/domain buyOutSettlement); the ledger applies the deposit and equity held to the price; the plan
 * ends on the completion day (mandate cancelled, no collection after it). In the same transaction an audit-log row
 * `complete-buy-out` (ids, the day, price in pounds, pence received and held applied; not the bank's reference).
 * @param input the completion day (YYYY-MM-DD, not in the future, not before the valuation), the amount received
 *   (whole pence) and the bank's reference (1 to 100 characters)
 * @returns the ending, completed
 * @throws AppError BAD_USER_INPUT naming completedOn, amountReceivedPence (with the amount due) or reference;
 *   CONFLICT when no buy-out is going ahead or the valuation's figure is not recorded
 */
export async function completeBuyOut(
  services: Services,
  found: SignedPlan,
  input: { completedOn: string; amountReceivedPence: number; reference: string },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const ending = await goingAhead(services, found);
  if (!ending.valuationReceivedOn || !ending.pricePounds) {
    throw new AppError('CONFLICT', 'Record the RICS valuation’s figure first: it sets the price.');
  }
  checkStepDay('completedOn', input.completedOn, londonToday(now), ending.valuationReceivedOn);
  const { row, queued, mandates } = await services.db.transaction(async (tx) => {
    const balances = sumBalances((await planJournal({ db: tx, planId: found.plan.id })).entries);
    const settlement = buyOutSettlement(balances, (ending.pricePounds ?? 0) * 100);
    if (input.amountReceivedPence !== settlement.amountReceivedPence) {
      throw inputError([
        {
          field: 'amountReceivedPence',
          message: `The amount due is ${formatPence(settlement.amountReceivedPence)}: the price less what is held, plus anything owed`,
        },
      ]);
    }
    const id = completionPaymentId(ending.id);
    await recordLedgerEntry({
      db: tx,
      entry: entryFor({
        id,
        planId: found.plan.id,
        date: input.completedOn,
        kind: 'buy-out-completed',
        paymentId: id,
        ...settlement,
      }),
    });
    const [updated] = await tx
      .update(planEndings)
      .set({
        status: 'completed',
        completedOn: input.completedOn,
        amountReceivedPence: input.amountReceivedPence,
        completionReference: input.reference.trim(),
        completedBy: operatorEmail,
        endsOn: input.completedOn,
        updatedAt: now,
      })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The completion was not recorded');
    const mandates = await stopPlanPayments(tx, found.plan.id, input.completedOn);
    const held = settlement.depositHeldPence + settlement.equityHeldPence + settlement.refundsDuePence;
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'complete-buy-out',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        endingId: ending.id,
        completedOn: input.completedOn,
        pricePounds: ending.pricePounds,
        amountReceivedPence: input.amountReceivedPence,
        heldAppliedPence: held,
        ledgerEntryId: id,
        before: { status: ending.status },
        after: { status: 'completed' },
      },
    });
    const queued = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'Congratulations: you own your home',
      lines: [
        `Your purchase completed on ${day(input.completedOn)} at ${formatGBP(ending.pricePounds ?? 0)}.`,
        `Your deposit and equity of ${formatPence(held)} counted towards the price, and we received ${formatPence(input.amountReceivedPence)} for the rest.`,
        'Your plan with Stairway has ended and your Direct Debit has been cancelled: no more payments will be taken.',
      ],
      key: `plan-ending:${ending.id}:completed`,
    });
    return { row: updated, queued, mandates };
  });
  await services.email.deliver(queued);
  await cancelAtProvider(services, mandates);
  return row;
}
