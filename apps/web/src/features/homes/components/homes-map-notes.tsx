/** The homes map's notes: that some pins are approximate, and that the homes could not load (with Try again). */
import { Button, Group, Text } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';

/** Says that homes without an exact position are pinned near their postcode district's centre. */
export function ApproximateNote() {
  return (
    <Group gap={6} wrap="nowrap" c="gray.8" align="flex-start">
      <IconMapPinQuestion size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Text fz="sm" inherit>
        Some locations are approximate: where we don’t have a home’s exact position, its pin is near the
        centre of its postcode district.
      </Text>
    </Group>
  );
}

/** Says the homes on the map could not load; `refetch` asks again. */
export function MapLoadError({ refetch }: { refetch: () => Promise<unknown> }) {
  return (
    <Group gap="sm" role="alert">
      <Text fz="sm" c="red.8">
        We couldn’t load the homes on the map.
      </Text>
      <Button variant="default" size="compact-md" onClick={() => void refetch().catch(() => undefined)}>
        Try again
      </Button>
    </Group>
  );
}
