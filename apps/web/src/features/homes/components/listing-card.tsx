/**
 * A home as a card (DESIGN.md "Lists and cards"): the type illustration (4:3), price first and largest,
 * then bedrooms, bathrooms, type and area, then the monthly cost split into the estimated rent (with "How we
 * estimate the rent") and the equity, "about" as it is rounded to the nearest £10 on the card (spec §9) while
 * the detail panel shows the exact slider value. A featured home (listed by a landlord with us) shows its main photo
 * and a "Featured" badge beside the save button (decision 028). A home above the applicant's budget (shown when "Within
 * my budget" is off) is marked "Over your budget"; a home that left its feed is marked "No longer available" and muted
 * (favourites keep it); the card says when the home was listed, or when the feed last had it.
 */
import { Box, Group, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconClock } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { illustrationFor } from '../lib/illustrations';
import { formatFreshness, shortBathrooms, shortBedrooms, typeLabel } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { FavouriteIconButton } from './favourite-button';
import classes from './listing-card.module.css';
import { ListingCardBadges, ListingCardCosts } from './listing-card-parts';

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
      <ListingCardBadges home={home} unavailable={unavailable} withinBudget={withinBudget} />
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
      <ListingCardCosts home={home} />
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
