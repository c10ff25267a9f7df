/**
 * Stairway's home page, "/" (spec §1 "a plan with monthly rent plus equity contributions"; §2 "Landing and
 * auth"; DESIGN.md "Brand"): the line "Rent today. Own tomorrow.", the plan in plain words, "Check your
 * budget" (or "Go to your progress" when signed in), three "how it works" steps, a worked example with the
 * domain plan maths, a line for landlords and a discreet link for investors and partners.
 */
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HowItWorks } from './components/how-it-works';
import { LandingHero } from './components/landing-hero';
import { LandlordBanner } from './components/landlord-banner';
import { WorkedExample } from './components/worked-example';
import classes from './landing.module.css';

/**
 * The home page (spec §2 "/"): explains the plan and leads to /onboard/budget, /login, /landlord/sign-up
 * and /pipeline.
 */
export function LandingPage() {
  const { token } = useSession();
  const signedIn = Boolean(token);

  useEffect(() => {
    document.title = 'Stairway · Rent today. Own tomorrow.';
  }, []);

  return (
    <Box maw={1120} mx="auto" className={classes.page}>
      <LandingHero signedIn={signedIn} />
      <HowItWorks />
      <WorkedExample signedIn={signedIn} />
      <LandlordBanner />

      <Box component="footer" className={classes.footer}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="gray.7">
            © {new Date().getFullYear()} Stairway. Rent today. Own tomorrow.
          </Text>
          <Anchor component={Link} to={paths.pipeline} fz="sm" c="gray.7" className={classes.footerLink}>
            Investors and partners
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
