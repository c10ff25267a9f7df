/**
 * The preferred-location picker (spec §2 "/onboard/preferred-location", §3 "preferredLocations
 * (postcodes)"), shared by onboarding and the explore page's "Your areas": a "Postcode district" field with
 * suggestions from `searchPostcodeDistricts` (by district or town; districts with homes first, each with its
 * town and number of homes), an Add button, and the chosen districts as removable chips. At most 5
 * districts. The examples in its help text have homes (EXAMPLE_POSTCODE_DISTRICTS).
 *
 * Keyboard: type to see suggestions; Arrow down / Arrow up move through them; Enter adds the highlighted
 * suggestion, or, when none is highlighted, the district as typed (checked with the domain postcode helpers
 * and against the districts the service knows); Escape closes the suggestions. Each chip is a button
 * "Remove SO16" (Enter or Space removes it, and the focus returns to the field).
 */
import { Button, Combobox, Group, Loader, Stack, TextInput } from '@mantine/core';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { EXAMPLE_DISTRICTS_TEXT, EXAMPLE_TOWN } from '@stairway/domain/postcode';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { inputWrapperOrder } from '../form/field-props';
import { ChosenDistricts } from './chosen-districts';
import { DistrictSuggestions } from './district-suggestions';
import {
  FULL_MESSAGE,
  type PostcodeDistrictPickerProps,
  usePostcodeDistrictPicker,
} from './use-postcode-district-picker';

/** Lets the applicant choose 1 to 5 postcode districts; the state is usePostcodeDistrictPicker's. */
export function PostcodeDistrictPicker(props: PostcodeDistrictPickerProps) {
  const { value, onBlur, itemErrors, label = 'Postcode district' } = props;
  const picker = usePostcodeDistrictPicker(props);
  const { combobox, text, full, suggestions, searching, checking } = picker;

  return (
    <Stack gap="md">
      <Combobox
        store={combobox}
        onOptionSubmit={(outcode) => {
          const district = suggestions.find((item) => item.outcode === outcode);
          if (district) picker.add(district);
        }}
        // In place rather than in a portal: the list follows the field in the reading order and keeps the
        // card's accessible text colours.
        withinPortal={false}
        shadow="md"
      >
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Combobox.Target>
            <TextInput
              ref={picker.inputRef}
              label={label}
              description={
                full
                  ? FULL_MESSAGE
                  : `The first part of a postcode, for example ${EXAMPLE_DISTRICTS_TEXT}, or a town such as ${EXAMPLE_TOWN}. Choose up to ${MAX_PREFERRED_LOCATIONS}.`
              }
              inputWrapperOrder={inputWrapperOrder}
              placeholder={full ? undefined : 'Type to search'}
              value={text}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              leftSection={<IconMapPin size={18} aria-hidden="true" />}
              rightSection={
                searching || checking ? <Loader size={16} role="status" aria-label="Searching" /> : undefined
              }
              onChange={(event) => picker.onTextChange(event.currentTarget.value)}
              onClick={() => {
                if (text.trim()) combobox.openDropdown();
              }}
              onBlur={() => {
                combobox.closeDropdown();
                onBlur?.();
              }}
              onKeyDown={picker.onKeyDown}
              error={picker.shownError}
              style={{ flex: 1 }}
            />
          </Combobox.Target>
          <Button
            type="button"
            variant="light"
            onClick={() => void picker.addTyped()}
            loading={checking}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            // Line up with the field, under its label (the label is about 24 px tall).
            mt={27}
          >
            Add
          </Button>
        </Group>
        <Combobox.Dropdown hidden={text.trim().length === 0 || full}>
          <DistrictSuggestions suggestions={suggestions} searching={searching} text={text} />
        </Combobox.Dropdown>
      </Combobox>

      <ChosenDistricts
        value={value}
        details={picker.details}
        itemErrors={itemErrors}
        noHomes={picker.noHomes}
        remove={picker.remove}
      />
    </Stack>
  );
}
