/**
 * Parts of a listing card (components/listing-card.tsx): the marks over the picture ("No longer available", within
 * or over the budget, "Featured") and the monthly cost (the estimated rent and the equity, "about" as rounded on the
 * card) with the ownership line.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { OWNERSHIP_CARD_TEXT } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { calculateCardMonthlyEquity } from '@stairway/domain/plan';
import { IconCalendarTime } from '@tabler/icons-react';
import type { Home } from '../lib/types';
import classes from './listing-card.module.css';
import { RentEstimateTip } from './rent-estimate-tip';

/** The "Over your budget" mark's colour: a dark orange (warning, not error) with AA contrast on white. */
const OVER_BUDGET_COLOUR = '#b3470f';

/**
 * The marks over the card's picture.
 * @param unavailable true when the home left its feed
 * @param withinBudget whether the price is within the budget; null when not known
 */
export function ListingCardBadges({
  home,
  unavailable,
  withinBudget,
}: {
  home: Home;
  unavailable: boolean;
  withinBudget: boolean | null;
}) {
  return (
    <>
      {unavailable ? (
        <Badge
          className={classes.badge}
          variant="filled"
          color="gray.8"
          radius="sm"
          size="lg"
          tt="none"
          fw={600}
        >
          No longer available
        </Badge>
      ) : withinBudget !== null ? (
        // White like "Featured": readable on a photo of any colour. Over the budget in a dark orange, 5.5:1 on
        // white (Mantine's orange.9 is 4.3:1, under AA).
        <Badge
          className={classes.badge}
          variant="white"
          color={withinBudget ? 'stairway' : OVER_BUDGET_COLOUR}
          radius="sm"
          size="lg"
          tt="none"
          fw={600}
        >
          {withinBudget ? 'Within your budget' : 'Over your budget'}
        </Badge>
      ) : null}
      {home.featured && (
        // Homes landlords list with us: featured, first in the list; saved like any other (decision 028).
        // White with a shadow, like the budget badge: readable on a photo of any colour.
        <Badge
          className={classes.featured}
          variant="white"
          color="stairway.8"
          radius="sm"
          size="lg"
          tt="none"
          fw={600}
        >
          Featured
        </Badge>
      )}
    </>
  );
}

/** The card's monthly cost: the estimated rent (with "How we estimate the rent") and the equity, and ownership. */
export function ListingCardCosts({ home }: { home: Home }) {
  return (
    <Stack gap={6} px="md" py="sm" className={classes.costs}>
      <Group gap="md" wrap="nowrap" justify="space-between">
        <Group gap={2} wrap="nowrap">
          <Text fz="sm" className="tabular-nums">
            <Text span c="dimmed" inherit>
              Estimated rent{' '}
            </Text>
            <Text span fw={600} inherit>
              {formatGBP(home.rent)}
            </Text>
            <Text span c="dimmed" inherit>
              /month
            </Text>
          </Text>
          <span className={classes.tip}>
            <RentEstimateTip size={32} />
          </span>
        </Group>
        <Text fz="sm" className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
          <Text span c="dimmed" inherit>
            Equity about{' '}
          </Text>
          <Text span fw={600} inherit>
            {formatGBP(calculateCardMonthlyEquity(home.askingPrice))}
          </Text>
          <Text span c="dimmed" inherit>
            /month
          </Text>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" c="stairway.7">
        <IconCalendarTime size={16} aria-hidden="true" />
        <Text fz="xs" fw={500} inherit>
          {OWNERSHIP_CARD_TEXT}
        </Text>
      </Group>
    </Stack>
  );
}
