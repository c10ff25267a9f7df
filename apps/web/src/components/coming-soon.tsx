/**
 * A page that a later release fills. It says plainly what is coming instead of a 404.
 */
import { Anchor, Box, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Props of a coming-soon page. */
export type ComingSoonProps = {
  title: string;
  /** One or two sentences about what this page will do. */
  description: string;
  /** What the user will be able to do here. */
  whatsComing?: string[];
  /** Where to go meanwhile. */
  back?: { to: string; label: string };
};

/** Shows a calm "coming soon" card. */
export function ComingSoon({ title, description, whatsComing = [], back }: ComingSoonProps) {
  return (
    // The page's side margins (16 px on a phone) keep the card off the screen's edges.
    <Box px="md">
      <Card
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        maw={640}
        mx="auto"
        mt="lg"
        data-testid="coming-soon"
      >
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconHourglassHigh size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          {whatsComing.length > 0 && (
            <>
              <Text fw={600}>Coming soon</Text>
              <List spacing="xs">
                {whatsComing.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </>
          )}
          {back && (
            <Button component={Link} to={back.to} variant="light" w="fit-content">
              {back.label}
            </Button>
          )}
          <Text fz="sm" c="dimmed">
            Questions? <Anchor href="mailto:hello@stairway.example">hello@stairway.example</Anchor>
          </Text>
        </Stack>
      </Card>
    </Box>
  );
}
