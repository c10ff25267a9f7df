/**
 * The line on Your home after a purchase of the rest fell through (decision 076): the plan carries on as before,
 * and a new quote may be asked for under "Buy the rest".
 */
import { Alert } from '@mantine/core';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';

/** The notice, for the day the purchase did not go ahead (YYYY-MM-DD). */
export function PlanFellThroughNotice({ on }: { on: string }) {
  return (
    <Alert color="blue" variant="light" title="Your plan carries on" data-testid="buy-out-fell-through">
      Your purchase of the rest did not go ahead on {day(on)}. Your plan and your monthly payments carry on as
      before, and you can ask for a new quote under “Buy the rest” whenever you are ready.
    </Alert>
  );
}
