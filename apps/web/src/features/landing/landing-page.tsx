/**
 * Stairway's home page, "/" (spec §1 "a plan with monthly rent plus equity contributions"; §2 "Landing and
 * auth"; DESIGN.md "Brand"): the line "Rent today. Own tomorrow.", the plan in plain words, "Check your
 * budget" (or "Go to your progress" when signed in), three "how it works" steps, a worked example with the
 * domain plan maths, a line for landlords and a discreet link for investors and partners.
 */
import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingCommunity,
  IconCalculator,
  IconCheck,
  IconHomeHeart,
  IconKey,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import terracedUrl from '../../assets/illustrations/terraced.svg';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PlanExample } from './components/plan-example';
import classes from './landing.module.css';

/** The home price of the worked example. */
export const EXAMPLE_HOME_PRICE = 250_000;

const steps = [
  {
    icon: IconCalculator,
    title: 'Check your budget',
    text: "Tell us about your income and savings. In a few minutes you'll see the budget for your future home.",
  },
  {
    icon: IconKey,
    title: 'Move in with 2% down',
    text: 'Choose a home in your budget and pay a 2% deposit. Then each month you pay rent plus an equity contribution.',
  },
  {
    icon: IconHomeHeart,
    title: 'Make it yours',
    text: 'Your contributions build your share of the home. In 4 to 8 years, you buy the home you already live in.',
  },
] as const;

/** The main call to action: start onboarding, or go back to your progress when signed in. */
function PrimaryAction({
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
      {/* Hero */}
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
            you pay rent plus an equity contribution that builds your share. In 4 to 8 years, the home is
            yours.
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
            <Text fz="sm" c="gray.7">
              Free to check. It takes about 5 minutes.
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

      {/* How it works */}
      <Box component="section" aria-labelledby="how-it-works-title" className={classes.section}>
        <Title order={2} id="how-it-works-title" className={classes.sectionTitle}>
          How it works
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.steps}>
          {steps.map((step, index) => (
            <Card component="li" key={step.title} withBorder radius="lg" p="lg" className={classes.step}>
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                    <step.icon size={24} />
                  </ThemeIcon>
                  <Text fz="sm" fw={700} c="stairway.7">
                    Step {index + 1}
                  </Text>
                </Group>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text c="gray.7">{step.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      {/* Worked example */}
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={{ base: 'xl', md: 56 }}
        verticalSpacing="xl"
        className={classes.section}
      >
        <Stack gap="md" justify="center">
          <Title order={2} className={classes.sectionTitle}>
            Clear numbers from day one
          </Title>
          <Text c="gray.8" fz="lg" lh={1.55}>
            Here is how the plan works for a typical first home. You will see the figures for your own budget
            before you commit to anything.
          </Text>
          <List
            spacing="sm"
            styles={{ item: { lineHeight: 1.5 }, itemWrapper: { alignItems: 'flex-start' } }}
            icon={
              <ThemeIcon size={24} radius="xl" color="stairway" variant="light" aria-hidden="true">
                <IconCheck size={16} />
              </ThemeIcon>
            }
          >
            <List.Item>One monthly payment: rent plus your equity contribution</List.Item>
            <List.Item>Pay up to twice the contribution to buy sooner</List.Item>
            <List.Item>Your deposit and contributions go towards buying</List.Item>
          </List>
          <Group mt="xs" visibleFrom="md">
            <PrimaryAction signedIn={signedIn} />
          </Group>
        </Stack>
        <Stack gap="lg">
          <PlanExample price={EXAMPLE_HOME_PRICE} />
          {/* On a phone the action comes after the example, not before it. */}
          <Group hiddenFrom="md" className={classes.actions}>
            <PrimaryAction signedIn={signedIn} fullWidthOnMobile />
          </Group>
        </Stack>
      </SimpleGrid>

      {/* Landlords */}
      <Card
        component="section"
        aria-label="For landlords"
        radius="lg"
        p="lg"
        bg="stairway.0"
        className={classes.section}
      >
        <Group gap="md" wrap="nowrap" align="center" className={classes.landlord}>
          <ThemeIcon size={48} radius="xl" variant="white" aria-hidden="true">
            <IconBuildingCommunity size={26} />
          </ThemeIcon>
          <Text style={{ flex: 1 }}>
            <Text span fw={700}>
              For landlords:
            </Text>{' '}
            list a home with Stairway and get a rent and value estimate.
          </Text>
          <Button
            component={Link}
            to={paths.landlord.signUp}
            variant="outline"
            className={classes.landlordAction}
          >
            List your property
          </Button>
        </Group>
      </Card>

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
