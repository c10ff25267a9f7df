/**
 * The basic information of a draft in a few lines, with "Change" back to its page: shown on the last page
 * before submitting, so the applicant sees what they are sending.
 */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EPC_RATING_LABELS, OWNERSHIP_LABELS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { Link } from 'react-router';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { longBedrooms, typeLabel } from '../lib/listing-text';
import { submissionAddress } from './submitted-homes';

/** Props of {@link HomeSummary}. */
export type HomeSummaryProps = { home: HomeSubmission; changeTo: string };

/** The summary card. */
export function HomeSummary({ home, changeTo }: HomeSummaryProps) {
  const kind = home.type === 'Other' ? (home.otherType ?? 'Other') : home.type ? typeLabel(home.type) : null;
  const tenure =
    home.ownership === 'Leasehold' && typeof home.yearsLeftOnLease === 'number'
      ? `Leasehold, ${home.yearsLeftOnLease} years left`
      : home.ownership
        ? OWNERSHIP_LABELS[home.ownership]
        : null;
  const facts = [
    kind,
    typeof home.bedrooms === 'number' ? longBedrooms(home.bedrooms) : null,
    tenure,
    home.EPCRating ? `EPC rating: ${EPC_RATING_LABELS[home.EPCRating]}` : null,
  ].filter(Boolean);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="home-summary"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="home-summary">
            The home
          </Title>
          <Anchor component={Link} to={changeTo} fz="sm" aria-label="Change the home’s basic information">
            Change
          </Anchor>
        </Group>
        <Text fw={700} fz="lg" className="tabular-nums">
          {home.askingPrice ? formatGBP(home.askingPrice) : 'Price not given yet'}
        </Text>
        <Text fz="sm">{submissionAddress(home)}</Text>
        {facts.length > 0 && (
          <Text fz="sm" c="gray.7">
            {facts.join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
