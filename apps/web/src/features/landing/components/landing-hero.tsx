/** The landing page's hero: the line "Rent today. Own tomorrow.", the plan in plain words and the actions. */
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import terracedUrl from '../../../assets/illustrations/terraced.svg';
import { paths } from '../../../lib/paths';
import classes from '../landing.module.css';
import { PrimaryAction } from './primary-action';

/** Shows the hero; signed-in visitors get "Go to your progress" and no "Sign in". */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <SimpleGrid
      component="section"
      aria-labelledby="landing-title"
      cols={{ base: 1, md: 2 }}
      spacing={{ base: 'xl', md: 56 }}
      verticalSpacing="xl"
      className={classes.hero}
    >
      <Stack gap="lg" justify="center">
        <Text fz="sm" fw={700} c="stairway.7" tt="uppercase" lts={0.8}>
          Rent to own, made simple
        </Text>
        <Title order={1} id="landing-title" className={classes.title}>
          Rent today. <span className={classes.titleAccent}>Own tomorrow.</span>
        </Title>
        <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.8" lh={1.55}>
          Buy your first home without saving for years first. Put down a 2% deposit and move in. Each month
          you pay rent plus an equity contribution that builds your share. In 4 to 8 years, the home is yours.
        </Text>
        <Group gap="sm" className={classes.actions}>
          <PrimaryAction signedIn={signedIn} fullWidthOnMobile />
          {!signedIn && (
            <Button
              component={Link}
              to={paths.login}
              size="lg"
              variant="default"
              className={classes.mobileFull}
            >
              Sign in
            </Button>
          )}
        </Group>
        {!signedIn && (
          // Timed: the six onboarding pages at 390 px hold about 510 words to read, about 70 characters to type and 14
          // choices to make; at 200 words a minute, 3 characters a second and 2 seconds a choice that is 3 minutes 25
          // seconds, so "about 3 minutes", as onboarding says.
          <Text fz="sm" c="gray.7">
            Free to check. It takes about 3 minutes.
          </Text>
        )}
      </Stack>
      <Box className={classes.illustration}>
        <img src={terracedUrl} alt="" width={320} height={240} className={classes.illustrationImage} />
        <Card withBorder shadow="sm" radius="md" p="sm" className={classes.badge} aria-hidden="true">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={32} radius="xl" variant="light">
              <IconKey size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fz="xs" c="gray.7">
                Deposit
              </Text>
              <Text fw={700} fz="sm">
                2% of the price
              </Text>
            </Stack>
          </Group>
        </Card>
      </Box>
    </SimpleGrid>
  );
}
