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
  Alert,
  Anchor,
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
import type { HomeSubmissionStatus } from '@stairway/domain/home-submission-status';
import { resolveListingLink } from '@stairway/domain/listing';
import { formatGBP } from '@stairway/domain/money';
import {
  IconBath,
  IconBed,
  IconExternalLink,
  IconHome,
  IconInfoCircle,
  IconMapPin,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { CreateListingViewMutation } from '../graphql/createListingView';
import { useHomeSubmissions } from '../hooks/use-home-submissions';
import { useSubmitHomeAvailability } from '../hooks/use-submit-home-availability';
import { describeHome, longBathrooms, longBedrooms, typeLabel } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { EquityPlan } from './equity-plan';
import { FavouriteTextButton } from './favourite-button';
import { HomeStatusBadge } from './home-status-badge';
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

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.8">
      {icon}
      <Text fz="sm" inherit>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Where "Submit this home" would be while the application is not yet submitted: why it is not offered, and
 * a link to the application.
 */
function SubmitAfterApplication() {
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      p="md"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="listing-submit-after-application"
    >
      <IconInfoCircle size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={4}>
        <Text fz="sm">You can submit a home for review once you’ve submitted your application.</Text>
        <Anchor component={Link} to={paths.application.overview} fz="sm" fw={600}>
          Go to your application
        </Anchor>
      </Stack>
    </Group>
  );
}

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
  const bedrooms = longBedrooms(home.bedrooms);
  const bathrooms = longBathrooms(home.bathrooms);
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
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Text fz={30} fw={700} lh={1.15} className="tabular-nums">
            {formatGBP(home.askingPrice)}
          </Text>
          {unavailable ? (
            <Badge variant="filled" color="gray.8" radius="sm" tt="none" size="lg" fw={600}>
              No longer available
            </Badge>
          ) : (
            withinBudget && (
              <Badge variant="light" color="stairway" radius="sm" tt="none" size="lg" fw={600}>
                Within your budget
              </Badge>
            )
          )}
        </Group>
        <Text c="dimmed">{home.address}</Text>
        <Group gap="lg" mt={4}>
          {bedrooms && <Fact icon={<IconBed size={18} aria-hidden="true" />}>{bedrooms}</Fact>}
          {bathrooms && <Fact icon={<IconBath size={18} aria-hidden="true" />}>{bathrooms}</Fact>}
          <Fact icon={<IconHome size={18} aria-hidden="true" />}>
            {home.type === 'Other' ? 'Other type' : typeLabel(home.type)}
          </Fact>
          <Fact icon={<IconMapPin size={18} aria-hidden="true" />}>{home.outcode}</Fact>
        </Group>
      </Stack>
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
      {submission && !rejected && (
        <Group gap="sm" data-testid="listing-submission-status">
          <Text fz="sm" fw={600}>
            You submitted this home
          </Text>
          <HomeStatusBadge status={submission.status as HomeSubmissionStatus} />
        </Group>
      )}
      {!submission && unavailable && (
        <Text fz="sm" c="gray.7" data-testid="listing-no-longer-available">
          This home is no longer on the market, so it can’t be submitted. It stays in your saved homes.
        </Text>
      )}
      {!submission && !unavailable && availability === 'Open' && !applicationSubmitted && (
        <SubmitAfterApplication />
      )}
      {!submission && !unavailable && availability === 'Open' && applicationSubmitted && (
        <Stack gap="sm">
          <Button
            size="md"
            h={48}
            loading={submitting}
            onClick={() => confirmSubmitListing(home, setRefusal)}
          >
            Submit this home
          </Button>
          {refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="listing-submit-refused">
              {refusal}
            </Alert>
          )}
        </Stack>
      )}
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
