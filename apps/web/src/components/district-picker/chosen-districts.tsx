/**
 * The chosen postcode districts under the preferred-location picker: "Your districts (2 of 5)" and each as a
 * chip "Remove SO16" with its town and number of homes (Enter or Space removes it), with its error under it;
 * and a note when none of them has homes for sale yet.
 */
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { type District, homesLabel } from './districts';

/**
 * Shows the chosen districts.
 * @param value the chosen districts, e.g. `['SO16', 'M1']`
 * @param details what is known of each (town, homes), by district
 * @param itemErrors errors about single districts, by position in `value`
 * @param noHomes true when none of the chosen districts has homes for sale
 * @param remove removes one district
 */
export function ChosenDistricts({
  value,
  details,
  itemErrors,
  noHomes,
  remove,
}: {
  value: readonly string[];
  details: Readonly<Record<string, District>>;
  itemErrors?: ReadonlyArray<string | undefined>;
  noHomes: boolean;
  remove: (outcode: string) => void;
}) {
  const chipsLabelId = useId();
  return (
    <Box>
      <Input.Label id={chipsLabelId} component="div" fz="sm">
        Your districts ({value.length} of {MAX_PREFERRED_LOCATIONS})
      </Input.Label>
      {value.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None yet. Add at least one district where you'd like to live.
        </Text>
      ) : (
        <Group
          component="ul"
          gap="xs"
          aria-labelledby={chipsLabelId}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {value.map((outcode, index) => {
            const district = details[outcode];
            const itemError = itemErrors?.[index];
            return (
              <li key={outcode}>
                <Button
                  type="button"
                  variant={itemError ? 'outline' : 'light'}
                  color={itemError ? 'red' : undefined}
                  radius="xl"
                  onClick={() => remove(outcode)}
                  aria-label={`Remove ${outcode}`}
                  aria-describedby={
                    [
                      district ? `${chipsLabelId}-about-${index}` : '',
                      itemError ? `${chipsLabelId}-error-${index}` : '',
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  rightSection={<IconX size={16} aria-hidden="true" />}
                  styles={{ label: { fontWeight: 400 } }}
                >
                  <span style={{ fontWeight: 700 }}>{outcode}</span>
                  {district && (
                    <span
                      id={`${chipsLabelId}-about-${index}`}
                      style={{ fontSize: 'var(--mantine-font-size-sm)', marginLeft: '0.35em' }}
                    >
                      {`· ${[district.town, homesLabel(district.homesCount)].filter(Boolean).join(' · ')}`}
                    </span>
                  )}
                </Button>
                {itemError && (
                  <Text id={`${chipsLabelId}-error-${index}`} fz="xs" c="red.8" mt={4}>
                    {itemError}
                  </Text>
                )}
              </li>
            );
          })}
        </Group>
      )}
      {noHomes && (
        <Text fz="sm" c="dimmed" mt="xs">
          There are no homes for sale in {value.length === 1 ? 'this district' : 'these districts'} yet. You
          can keep {value.length === 1 ? 'it' : 'them'}, or add a district with homes.
        </Text>
      )}
    </Box>
  );
}
