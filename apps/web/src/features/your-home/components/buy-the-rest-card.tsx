/**
 * "Buy the rest" (decision 073): a quote at the home's latest value less the equity held, held for 90 days, and the
 * steps from the quote to owning the home. Given once the customer has moved in. On a quote that holds, the
 * customer may say they want to go ahead (decision 076); once they have, the steps are on the plan-ending card.
 */
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { BUY_OUT_QUOTE_VALID_DAYS } from '@stairway/domain/equity-purchase';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId } from 'react';
import type { HomeValueData } from '../hooks/use-home-value';

type Props = {
  data: HomeValueData;
  askForQuote: () => Promise<void>;
  quoting: boolean;
  problem: string | null;
  /** Going ahead on a quote (decision 076); absent where it is not offered. */
  goAhead?: { run: (quoteId: string) => Promise<void>; running: boolean; problem: string | null };
  /** How the plan is ending, if it is: no quote is asked for or gone ahead on then. */
  ending?: 'MOVE_OUT' | 'BUY_OUT' | null;
};

/** The card. */
export function BuyTheRestCard({ data, askForQuote, quoting, problem, goAhead, ending = null }: Props) {
  const titleId = useId();
  const quote = data.homeValue.latestQuote;
  const current = quote?.valid ? quote : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          Buy the rest
        </Title>
        {!data.movedInOn ? (
          <Text fz="sm" c="gray.7">
            Once you have moved in, you can ask for a quote to buy the rest of your home at any time.
          </Text>
        ) : (
          <>
            <Text fz="sm" c="gray.7">
              A quote is at your home’s latest value, less your deposit and equity, and holds for{' '}
              {BUY_OUT_QUOTE_VALID_DAYS} days. An independent RICS valuation, which we pay for, confirms the
              price before the sale.
            </Text>
            {current && (
              <Stack gap={6} data-testid="buy-out-quote">
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm">Price (latest value)</Text>
                  <Text fz="sm" className="tabular-nums">
                    {formatGBP(current.pricePounds)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm">Less your deposit and equity</Text>
                  <Text fz="sm" className="tabular-nums">
                    −{formatPence(current.equityHeldPence)}
                  </Text>
                </Group>
                <Group
                  justify="space-between"
                  wrap="nowrap"
                  pt={6}
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Text fw={700}>Left to pay, with a mortgage</Text>
                  <Text fw={700} className="tabular-nums" data-testid="buy-out-to-pay">
                    {formatPence(current.toPayPence)}
                  </Text>
                </Group>
                <Text fz="xs" c="gray.7">
                  Quote given {formatPurchaseCaseDate(current.createdAt.slice(0, 10))}, valid until{' '}
                  {formatPurchaseCaseDate(current.validUntil)}.
                </Text>
                <Title order={3} fz="md" mt="sm">
                  From the quote to your keys
                </Title>
                <List type="ordered" spacing={4} fz="sm">
                  {current.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            {quote && !quote.valid && (
              <Text fz="sm" c="gray.7">
                Your last quote ended on {formatPurchaseCaseDate(quote.validUntil)}.
              </Text>
            )}
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            {goAhead?.problem && (
              <Alert color="red" variant="light" role="alert">
                {goAhead.problem}
              </Alert>
            )}
            {ending === 'BUY_OUT' ? (
              <Text fz="sm" fw={600}>
                You are going ahead: the steps to your keys are shown above.
              </Text>
            ) : ending === 'MOVE_OUT' ? (
              <Text fz="sm" c="gray.7">
                You have given notice to move out. Withdraw it first if you would rather buy the rest.
              </Text>
            ) : (
              <Group>
                {current && goAhead && (
                  <Button onClick={() => void goAhead.run(current.id)} loading={goAhead.running}>
                    I want to go ahead
                  </Button>
                )}
                <Button
                  variant={current ? 'default' : 'filled'}
                  onClick={() => void askForQuote()}
                  loading={quoting}
                  disabled={goAhead?.running}
                >
                  {current ? 'Get a new quote' : 'Get a quote'}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
