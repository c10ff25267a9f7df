/** The landing page's main call to action: start onboarding, or go back to your progress when signed in. */
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import classes from '../landing.module.css';

/**
 * "Check your budget" (to /onboard/budget), or "Go to your progress" when signed in.
 * @param fullWidthOnMobile true to fill the width on a phone
 */
export function PrimaryAction({
  signedIn,
  fullWidthOnMobile = false,
}: {
  signedIn: boolean;
  fullWidthOnMobile?: boolean;
}) {
  return (
    <Button
      component={Link}
      to={signedIn ? paths.dashboard : paths.onboarding.budget}
      size="lg"
      rightSection={<IconArrowRight size={20} aria-hidden="true" />}
      className={fullWidthOnMobile ? classes.mobileFull : undefined}
    >
      {signedIn ? 'Go to your progress' : 'Check your budget'}
    </Button>
  );
}
