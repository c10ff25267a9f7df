/**
 * A home as a card (DESIGN.md "Lists and cards"): the type illustration (4:3), price first and largest,
 * then bedrooms, bathrooms, type and area, then the monthly cost split into the estimated rent (with "How we
 * estimate the rent") and the equity, "about" as it is rounded to the nearest £10 on the card (spec §9) while
 * the detail panel shows the exact slider value. A featured home (listed by a landlord with us) shows its main photo
 * and a "Featured" badge beside the save button (decision 028). A home above the applicant's budget (shown when "Within
 * my budget" is off) is marked "Over your budget"; a home that left its feed is marked "No longer available" and muted
 * (favourites keep it); the card says when the home was listed, or when the feed last had it.
 */
import {
  Badge,
  Box,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { OWNERSHIP_CARD_TEXT } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { calculateCardMonthlyEquity } from '@stairway/domain/plan';
import { IconCalendarTime, IconClock } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { illustrationFor } from '../lib/illustrations';
import { formatFreshness, shortBathrooms, shortBedrooms, typeLabel } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { FavouriteIconButton } from './favourite-button';
import classes from './listing-card.module.css';
import { RentEstimateTip } from './rent-estimate-tip';

/** The "Over your budget" mark's colour: a dark orange (warning, not error) with AA contrast on white. */
const OVER_BUDGET_COLOUR = '#b3470f';

/** Props of a listing card. */
export type ListingCardProps = {
  home: Home;
  /** Opens the detail panel. */
  onOpen: (home: Home) => void;
  /**
   * The applicant's budget, whole pounds: "Within your budget" when the price is at or under it. The server's
   * `home.withinBudget` is used first when it is known.
   */
  budget?: number | null;
  /** Heading level of the address (3 under a section heading). */
  headingOrder?: 2 | 3 | 4;
};

/**
 * Shows one home. Memoised: the virtualised list renders again whenever it draws or measures a row, and the
 * cards already drawn (same home, same handlers) are not worked out again.
 */
export const ListingCard = memo(function ListingCard({
  home,
  onOpen,
  budget,
  headingOrder = 3,
}: ListingCardProps) {
  const facts = [
    shortBedrooms(home.bedrooms),
    shortBathrooms(home.bathrooms),
    home.type === 'Other' ? null : typeLabel(home.type),
  ]
    .filter(Boolean)
    .join(' · ');
  const withinBudget =
    typeof home.withinBudget === 'boolean'
      ? home.withinBudget
      : typeof budget === 'number' && budget > 0
        ? home.askingPrice <= budget
        : null;
  const unavailable = home.available === false;
  const freshness = formatFreshness(home);
  const addressId = useId();
  const showOutcode = !home.address.toUpperCase().includes(home.outcode.toUpperCase());
  return (
    <Box
      component="article"
      className={unavailable ? `${classes.card} ${classes.unavailable}` : classes.card}
      data-testid="listing-card"
    >
      <div className={classes.media}>
        <img
          src={home.featured && home.imageUrl ? home.imageUrl : illustrationFor(home.type)}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          onError={(event) => {
            // A broken photo is silently replaced by the illustration (spec §8).
            const fallback = illustrationFor(home.type);
            if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
          }}
        />
      </div>
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
      <FavouriteIconButton home={home} className={classes.heart} describedBy={addressId} />
      <Stack gap={4} p="md" pb="sm" style={{ flex: 1 }}>
        <Text fz={24} fw={700} lh={1.2} className="tabular-nums">
          {formatGBP(home.askingPrice)}
        </Text>
        {facts && (
          <Text fz="sm" fw={500}>
            {facts}
          </Text>
        )}
        <Title order={headingOrder} fz="sm" fw={400} c="dimmed" lh={1.45} lineClamp={2}>
          <UnstyledButton className={classes.open} onClick={() => onOpen(home)}>
            <VisuallyHidden>View details of </VisuallyHidden>
            <span id={addressId}>
              {home.address}
              {showOutcode ? `, ${home.outcode}` : ''}
            </span>
          </UnstyledButton>
        </Title>
        {freshness && (
          <Group gap={4} wrap="nowrap" c="dimmed" mt={2}>
            <IconClock size={14} aria-hidden="true" />
            <Text fz="xs" inherit>
              {freshness}
            </Text>
          </Group>
        )}
      </Stack>
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
    </Box>
  );
});

/** A placeholder the size of a card, shown while homes load (no layout shift). */
export function ListingCardSkeleton() {
  return (
    <Box className={classes.card} aria-hidden="true">
      <Skeleton className={classes.media} radius={0} style={{ height: 'auto' }} />
      <Stack gap={8} p="md" pb="sm" style={{ flex: 1 }}>
        <Skeleton height={28} width="55%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={14} width="85%" />
        <Skeleton height={14} width="60%" />
      </Stack>
      <Stack gap={8} px="md" py="sm" className={classes.costs}>
        <Skeleton height={18} width="80%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    </Box>
  );
}
