/** "How it works" on the landing page: the plan's three steps. */
import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalculator, IconHomeHeart, IconKey } from '@tabler/icons-react';
import classes from '../landing.module.css';

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

/** Shows the three steps as numbered cards. */
export function HowItWorks() {
  return (
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
  );
}
