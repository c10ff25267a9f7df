/** The line for landlords on the landing page, leading to /landlord/sign-up. */
import { Button, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import classes from '../landing.module.css';

/** Shows "For landlords: list a home with Stairway…" with "List your property". */
export function LandlordBanner() {
  return (
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
  );
}
