/** "Clear numbers from day one" on the landing page: the plan for a typical first home (PlanExample). */
import { Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from '../landing.module.css';
import { PlanExample } from './plan-example';
import { PrimaryAction } from './primary-action';

/** The home price of the worked example, pounds. */
export const EXAMPLE_HOME_PRICE = 250_000;

/** Shows the worked example with the main call to action. */
export function WorkedExample({ signedIn }: { signedIn: boolean }) {
  return (
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
  );
}
