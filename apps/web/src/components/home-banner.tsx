/**
 * The home banner, shown on Your progress and Your homes (spec §4 "Banners: under review says the team is looking and will be in touch; approved
 * says congratulations, property approved; rejected says unfortunately the property cannot be approved at
 * this time"), chosen by the domain's getHomeBanner from the application's hasHome* flags.
 */
import { Alert } from '@mantine/core';
import {
  getHomeBanner,
  HOME_BANNERS,
  type HomeBanner as Kind,
} from '@stairway/domain/home-submission-status';
import { IconCircleCheck, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useSession } from '../lib/session';

const LOOK: Record<Kind, { color: string; icon: typeof IconClock }> = {
  UnderReview: { color: 'blue', icon: IconClock },
  Approved: { color: 'green', icon: IconCircleCheck },
  Rejected: { color: 'red', icon: IconInfoCircle },
};

/** The banner for the signed-in applicant's homes, or nothing when no home has been submitted. */
export function HomeBanner() {
  const { me } = useSession();
  const application = me?.application;
  if (!application) return null;
  const kind = getHomeBanner(application);
  if (!kind) return null;
  const { title, text } = HOME_BANNERS[kind];
  const { color, icon: Icon } = LOOK[kind];
  return (
    <Alert
      color={color}
      variant="light"
      radius="lg"
      title={title}
      // The light variant's coloured title is below 4.5:1 on its own background (green: 3.8 even at shade 9), so
      // the title is in the text colour and the icon carries the colour.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
      icon={<Icon size={22} aria-hidden="true" />}
      data-testid="home-banner"
      data-kind={kind}
    >
      {text}
    </Alert>
  );
}
