/**
 * The listing detail panel (spec §2): a drawer on the right on desktop and a bottom sheet on phones, with
 * the photos (or the type illustration), the price and facts, the monthly plan with the equity slider,
 * the plan explainer, the listing link and the save button, and "Submit this home" (the confirm home submit
 * modal, then createHomeSubmissionWithListing) when submitting is open (spec §5) and the application has
 * been submitted; before that, why not, with a link to the application, instead. A refused submission's message shows
 * under the button, not in a toast over the panel's title. When the applicant's submission of this listing was
 * rejected, the plan and the submit action are hidden (spec §5); when one is under review or waitlisted, its status
 * shows instead of the action.
 */

import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  Group,
  Spoiler,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { resolveListingLink } from '@stairway/domain/listing';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { useSession } from '../../../lib/session';
import { CreateListingViewMutation } from '../graphql/createListingView';
import { useHomeSubmissions } from '../hooks/use-home-submissions';
import { useSubmitHomeAvailability } from '../hooks/use-submit-home-availability';
import { describeHome } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { EquityPlan } from './equity-plan';
import { FavouriteTextButton } from './favourite-button';
import { ListingDetailHeader, ListingSubmitAction } from './listing-detail-parts';
import { ListingGallery } from './listing-gallery';

/** Props of the panel. */
export type ListingDetailPanelProps = {
  /** The home shown; null closes the panel. */
  home: Home | null;
  onClose: () => void;
  /** The applicant's budget, whole pounds. */
  budget?: number | null;
};

const PANEL_ATTRIBUTE = 'data-listing-detail-panel';

/** Shows one home in a drawer. */
export function ListingDetailPanel({ home, onClose, budget }: ListingDetailPanelProps) {
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // Keep the last home while the drawer animates closed.
  const [shown, setShown] = useState<Home | null>(home);
  if (home && home !== shown) setShown(home);
  const current = home ?? shown;
  const opened = home !== null;
  // Added to the page when the first home is opened: a closed drawer still renders (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);

  // Escape closes the panel only when focus is inside it: Mantine's own handler would also close it when
  // Escape is meant for an overlay opened from it (photo viewer, plan explainer, confirm modal).
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened || event.isComposing) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${PANEL_ATTRIBUTE}]`)) onClose();
  });

  if (!overlay.mounted) return null;
  return (
    <Drawer
      opened={overlay.opened}
      onClose={onClose}
      closeOnEscape={false}
      {...{ [PANEL_ATTRIBUTE]: true }}
      position={isMobile ? 'bottom' : 'right'}
      size={isMobile ? '90%' : 480}
      title={current ? describeHome(current) : 'Home details'}
      closeButtonProps={{ 'aria-label': 'Close home details', size: 'lg' }}
      padding="lg"
      radius={isMobile ? 'lg' : 0}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="listing-detail-panel"
    >
      {current && <DetailContent key={current.id} home={current} budget={budget} />}
    </Drawer>
  );
}

function DetailContent({ home, budget }: { home: Home; budget?: number | null }) {
  const description = describeHome(home);
  const link = home.link ? resolveListingLink(home.link) : null;
  const withinBudget =
    home.withinBudget ?? (typeof budget === 'number' && budget > 0 && home.askingPrice <= budget);
  // A home that left its feed: kept for favourites and submissions, not submitted anew.
  const unavailable = home.available === false;
  const availability = useSubmitHomeAvailability();
  const { me } = useSession();
  const applicationSubmitted = me?.application?.submitted ?? false;
  const { submissions, submitting, confirmSubmitListing } = useHomeSubmissions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submission = submissions.find((s) => s.listing?.id === home.id) ?? null;
  const rejected = submission?.rejected ?? false;
  const [recordView] = useMutation(CreateListingViewMutation);
  useEffect(() => {
    // The landlord sees how many applicants opened their home (counted once a day each by the server).
    if (home.featured) recordView({ variables: { input: { listingId: home.id } } }).catch(() => undefined);
  }, [home.featured, home.id, recordView]);
  return (
    <Stack gap="lg" pb="md">
      <ListingGallery home={home} description={`${description}, ${home.address}`} />
      <ListingDetailHeader home={home} withinBudget={withinBudget} unavailable={unavailable} />
      <Group gap="sm">
        {home.featured && (
          <Badge variant="light" color="stairway" radius="sm" tt="none" size="lg" fw={600}>
            Featured: listed with Stairway by its owner
          </Badge>
        )}
        <FavouriteTextButton home={home} style={{ flex: '1 1 180px' }} />
        {link && (
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            style={{ flex: '1 1 180px' }}
          >
            View on Rightmove
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        )}
      </Group>
      <ListingSubmitAction
        submission={submission}
        unavailable={unavailable}
        canSubmit={availability === 'Open'}
        applicationSubmitted={applicationSubmitted}
        submitting={submitting}
        onSubmit={() => confirmSubmitListing(home, setRefusal)}
        refusal={refusal}
      />
      {rejected ? (
        <Text fz="sm" c="gray.7" data-testid="listing-submission-rejected">
          Unfortunately we can’t approve this home at this time, so its plan isn’t shown.
        </Text>
      ) : (
        <>
          <Divider />
          <EquityPlan home={home} />
        </>
      )}
      {home.description && (
        <>
          <Divider />
          <Box>
            <Title order={3} fz="lg" mb="xs">
              About this home
            </Title>
            <Spoiler maxHeight={120} showLabel="Read more" hideLabel="Show less">
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {home.description}
              </Text>
            </Spoiler>
          </Box>
        </>
      )}
    </Stack>
  );
}
