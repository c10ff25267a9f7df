/**
 * The applicant's preferred postcode districts as chips: all on at first; the applicant chooses which to
 * include, and at least one always stays on.
 */
import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';

/** Props of the area chips. */
export type AreaChipsProps = {
  areas: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** Chips to choose the areas shown. */
export function AreaChips({ areas, selected, onChange }: AreaChipsProps) {
  const labelId = useId();
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId} wrap="wrap">
      <Text id={labelId} fz="sm" fw={500} mr={4}>
        Areas
      </Text>
      <Chip.Group
        multiple
        value={[...selected]}
        onChange={(next) => {
          if (next.length === 0) return;
          // Keep the applicant's own order.
          onChange(areas.filter((area) => next.includes(area)));
        }}
      >
        {areas.map((area) => {
          const only = selected.length === 1 && selected.includes(area);
          return (
            <Chip
              key={area}
              value={area}
              size="md"
              variant="light"
              aria-description={only ? 'At least one area stays selected' : undefined}
              styles={{ label: { height: 44, paddingInline: 16 } }}
            >
              {area}
            </Chip>
          );
        })}
      </Chip.Group>
    </Group>
  );
}
