/** The suggestions list of the postcode district picker (postcode-district-picker.tsx), inside its Combobox. */
import { Combobox, Group, Text } from '@mantine/core';
import { EXAMPLE_POSTCODE_DISTRICTS } from '@stairway/domain/postcode';
import { type District, describeDistrict, homesLabel } from './districts';

/**
 * Each suggested district with its town and number of homes, or why there is none.
 * @param suggestions the districts suggested for the text typed
 * @param searching true while the search runs
 * @param text the text typed in the field
 */
export function DistrictSuggestions({
  suggestions,
  searching,
  text,
}: {
  suggestions: readonly District[];
  searching: boolean;
  text: string;
}) {
  return (
    <Combobox.Options aria-label="Suggestions">
      {suggestions.map((district) => (
        <Combobox.Option
          key={district.outcode}
          value={district.outcode}
          aria-label={describeDistrict(district)}
          style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}
        >
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text fz="sm" truncate>
              <Text span fw={700} fz="sm">
                {district.outcode}
              </Text>
              {district.town ? ` · ${district.town}` : ''}
            </Text>
            <Text fz="sm" c={district.homesCount > 0 ? 'stairway.7' : 'gray.7'} style={{ flex: 'none' }}>
              {homesLabel(district.homesCount)}
            </Text>
          </Group>
        </Combobox.Option>
      ))}
      {suggestions.length === 0 && !searching && (
        <Combobox.Empty>
          {`No district or town matches "${text.trim()}". Check it, or type just the first letters, for example ${EXAMPLE_POSTCODE_DISTRICTS[0].slice(0, 2)}.`}
        </Combobox.Empty>
      )}
      {suggestions.length === 0 && searching && <Combobox.Empty>Searching…</Combobox.Empty>}
    </Combobox.Options>
  );
}
