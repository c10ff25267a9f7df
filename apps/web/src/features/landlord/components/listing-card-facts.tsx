/**
 * The facts on a landlord's listing card (split from landlord-page.tsx by length): price, published badge,
 * address, rooms and type, estimated rent and views.
 */
import { Badge, Group, Text, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconEye } from '@tabler/icons-react';
import type { LandlordListingFieldsFragment } from '../../../gql/graphql';
import { roomsText } from '../lib/listing-text';

/** Price, status, address, rooms, estimated rent and views of one listing. */
export function ListingCardFacts({ listing }: { listing: LandlordListingFieldsFragment }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fz={24} fw={700} className="tabular-nums">
          {formatGBP(listing.price)}
        </Text>
        <Badge color={listing.published ? 'stairway' : 'gray'} variant="light" tt="none" size="lg">
          {listing.published ? 'Published' : 'Not published'}
        </Badge>
      </Group>
      <Title order={2} fz="md" fw={600}>
        {listing.displayAddress}
      </Title>
      <Text fz="sm">
        {roomsText(listing)} · {PROPERTY_TYPE_LABELS[listing.type]}
      </Text>
      <Text fz="sm" className="tabular-nums">
        <Text span c="dimmed" inherit>
          Estimated rent{' '}
        </Text>
        <Text span fw={600} inherit>
          {formatGBP(listing.estimatedRent)}
        </Text>
        <Text span c="dimmed" inherit>
          /month
        </Text>
      </Text>
      <Group gap={6} c="dimmed">
        <IconEye size={16} aria-hidden="true" />
        <Text fz="sm" data-testid="listing-views">
          {listing.views === 1 ? '1 view' : `${listing.views} views`}
        </Text>
      </Group>
    </>
  );
}
