/**
 * The home value cards of Your home (decision 073): a rent change to come (decision 074), the value and its history,
 * buying more and the quote to buy the rest, with what coming back from the checkout said. Loads on its own (useHomeValue), so the payments above show
 * first.
 */
import { Alert, Skeleton, Stack } from '@mantine/core';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { type PurchaseReturn, useHomeValue } from '../hooks/use-home-value';
import { BuyMoreCard } from './buy-more-card';
import { BuyTheRestCard } from './buy-the-rest-card';
import { HomeValueCard } from './home-value-card';
import { RentChangeNotice } from './rent-change-notice';

const RETURN_NOTICES: Record<Exclude<PurchaseReturn, null>, { color: string; text: string }> = {
  confirming: { color: 'blue', text: 'Confirming your payment…' },
  Paid: { color: 'teal', text: 'Thank you: your payment is added to your equity.' },
  Pending: { color: 'blue', text: 'Your payment is being confirmed; it will show here once it is.' },
  Failed: { color: 'red', text: 'Your payment was declined, so nothing was taken. You can try again.' },
  Cancelled: { color: 'gray', text: 'You left the checkout, so nothing was paid.' },
  Expired: { color: 'gray', text: 'The checkout ran out before you paid, so nothing was taken.' },
  error: { color: 'red', text: 'We couldn’t confirm your payment just now. Refresh the page in a moment.' },
};

type Props = {
  /** Going ahead on a quote (decision 076), for the "Buy the rest" card. */
  goAhead?: { run: (quoteId: string) => Promise<void>; running: boolean; problem: string | null };
  /** How the plan is ending, if it is. */
  ending?: 'MOVE_OUT' | 'BUY_OUT' | null;
};

/** The section. */
export function HomeValueSection({ goAhead, ending = null }: Props = {}) {
  const state = useHomeValue();
  const notice = state.purchaseReturn ? RETURN_NOTICES[state.purchaseReturn] : null;
  let cards = null;
  if (state.data) {
    cards = (
      <>
        <RentChangeNotice data={state.data} />
        <HomeValueCard value={state.data.homeValue} />
        <BuyMoreCard data={state.data} buy={state.buy} buying={state.buying} problem={state.buyProblem} />
        <BuyTheRestCard
          data={state.data}
          askForQuote={state.askForQuote}
          quoting={state.quoting}
          problem={state.quoteProblem}
          goAhead={goAhead}
          ending={ending}
        />
      </>
    );
  } else if (state.loading) {
    cards = <Skeleton height={220} radius="lg" aria-label="Loading your home’s value" />;
  } else if (state.failed) {
    cards = <LoadFailedAlert title="We couldn’t load your home’s value" onRetry={state.retry} />;
  }
  return (
    <Stack gap="lg">
      {notice && (
        <Alert color={notice.color} variant="light" role="status" data-testid="equity-purchase-notice">
          {notice.text}
        </Alert>
      )}
      {cards}
    </Stack>
  );
}
