/**
 * The preferred-location picker (spec §2 "/onboard/preferred-location", §3 "preferredLocations
 * (postcodes)"): a "Postcode district" field with suggestions from `searchPostcodeDistricts` (districts with
 * homes first, each with its town and number of homes), an Add button, and the chosen districts as
 * removable chips. At most 5 districts.
 *
 * Keyboard: type to see suggestions; Arrow down / Arrow up move through them; Enter adds the highlighted
 * suggestion, or, when none is highlighted, the district as typed (checked with the domain postcode helpers
 * and against the districts the service knows); Escape closes the suggestions. Each chip is a button
 * "Remove SO16" (Enter or Space removes it, and the focus returns to the field).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Combobox,
  Group,
  Input,
  Loader,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { normaliseOutcode } from '@stairway/domain/postcode';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/validation';
import { IconMapPin, IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { GetPostcodeDistrictsQuery } from '../graphql/getPostcodeDistricts';
import { SearchPostcodeDistrictsQuery } from '../graphql/searchPostcodeDistricts';

/** A postcode district as the service describes it. */
export type District = { outcode: string; town?: string | null; region?: string | null; homesCount: number };

/** Props of the picker. */
export type PostcodeDistrictPickerProps = {
  /** The chosen districts, e.g. `['SO16', 'M1']`. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** An error about the whole list (e.g. none chosen). */
  error?: string;
  /** Errors about single chosen districts, by their position in `value`. */
  itemErrors?: ReadonlyArray<string | undefined>;
};

/**
 * "23 homes", "1 home" or "no homes yet".
 *
 * @param count homes for sale in a district
 */
export function homesLabel(count: number): string {
  if (count <= 0) return 'no homes yet';
  return count === 1 ? '1 home' : `${count} homes`;
}

/**
 * How a district reads in a suggestion or a chip, e.g. "SO16 · Southampton · 23 homes".
 *
 * @param district the district
 */
export function describeDistrict(district: District): string {
  return [district.outcode, district.town, homesLabel(district.homesCount)].filter(Boolean).join(' · ');
}

/** What to search for: the district of a full postcode, otherwise the text without spaces. */
function searchTerm(text: string): string {
  return normaliseOutcode(text) ?? text.replace(/\s+/g, '').toUpperCase();
}

/** Lets the applicant choose 1 to 5 postcode districts. */
export function PostcodeDistrictPicker({
  value,
  onChange,
  onBlur,
  error,
  itemErrors,
}: PostcodeDistrictPickerProps) {
  const client = useApolloClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsLabelId = useId();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [known, setKnown] = useState<Record<string, District>>({});
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const full = value.length >= MAX_PREFERRED_LOCATIONS;
  const term = searchTerm(text);
  const [debouncedTerm] = useDebouncedValue(term, 200);
  const search = useQuery(SearchPostcodeDistrictsQuery, {
    variables: { input: { query: debouncedTerm, limit: 8 } },
    skip: debouncedTerm.length === 0 || full,
  });
  const chosen = useQuery(GetPostcodeDistrictsQuery, {
    variables: { input: { outcodes: value } },
    skip: value.length === 0,
  });

  const details = useMemo(() => {
    const map: Record<string, District> = { ...known };
    for (const district of chosen.data?.getPostcodeDistricts ??
      chosen.previousData?.getPostcodeDistricts ??
      [])
      map[district.outcode] = district;
    return map;
  }, [known, chosen.data, chosen.previousData]);

  const results = search.data?.searchPostcodeDistricts ?? search.previousData?.searchPostcodeDistricts ?? [];
  // Districts with homes first (the server orders them so too), leaving out those already chosen.
  const suggestions = [...results]
    .filter((district) => !value.includes(district.outcode))
    .sort((a, b) => Number(b.homesCount > 0) - Number(a.homesCount > 0));
  const searching = term.length > 0 && (term !== debouncedTerm || search.loading);

  const refuse = (message: string) => {
    setLocalError(message);
    combobox.closeDropdown();
  };

  const add = (district: District) => {
    setKnown((previous) => ({ ...previous, [district.outcode]: district }));
    if (!value.includes(district.outcode)) onChange([...value, district.outcode]);
    setText('');
    setLocalError(null);
    combobox.closeDropdown();
    inputRef.current?.focus();
  };

  const fullMessage = `You've chosen ${MAX_PREFERRED_LOCATIONS} districts, the most you can. Remove one to add another.`;

  /** Adds the district as typed, after checking it is a district the service knows. */
  const addTyped = async () => {
    if (checking) return;
    // The help text under the field already says the list is full.
    if (full) return;
    const typed = text.trim();
    if (!typed) {
      refuse('Type a postcode district, for example SO16 or M1');
      return;
    }
    const outcode = normaliseOutcode(typed);
    if (!outcode) {
      refuse(`"${typed}" is not a UK postcode district. Type one like SO16 or M1, or choose a suggestion.`);
      return;
    }
    if (value.includes(outcode)) {
      refuse(`${outcode} is already one of your districts`);
      return;
    }
    const suggested = results.find((district) => district.outcode === outcode);
    if (suggested) {
      add(suggested);
      return;
    }
    setChecking(true);
    try {
      const { data } = await client.query({
        query: GetPostcodeDistrictsQuery,
        variables: { input: { outcodes: [outcode] } },
      });
      const found = data?.getPostcodeDistricts.find((district) => district.outcode === outcode);
      if (found) add(found);
      else
        refuse(
          `We don't cover the postcode district ${outcode} yet. Choose a district from the suggestions.`,
        );
    } catch {
      // The check could not run (network): keep the district; the server checks it again.
      add({ outcode, homesCount: 0 });
    } finally {
      setChecking(false);
    }
  };

  const remove = (outcode: string) => {
    onChange(value.filter((item) => item !== outcode));
    setLocalError(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Never submit the step from this field; Mantine adds a highlighted suggestion itself.
    event.preventDefault();
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    void addTyped();
  };

  // A list error while a district is still typed in the field: say how to add it.
  const pending = text.trim();
  const shownError = localError ?? (error && pending ? `${error}. Press Add to add "${pending}".` : error);
  const noHomes = value.length > 0 && value.every((outcode) => details[outcode]?.homesCount === 0);

  return (
    <Stack gap="md">
      <Combobox
        store={combobox}
        onOptionSubmit={(outcode) => {
          const district = suggestions.find((item) => item.outcode === outcode);
          if (district) add(district);
        }}
        // In place rather than in a portal: the list follows the field in the reading order and keeps the
        // card's accessible text colours.
        withinPortal={false}
        shadow="md"
      >
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Combobox.Target>
            <TextInput
              ref={inputRef}
              label="Postcode district"
              description={
                full
                  ? fullMessage
                  : `The first part of a postcode, for example SO16 or M1. Choose up to ${MAX_PREFERRED_LOCATIONS}.`
              }
              inputWrapperOrder={inputWrapperOrder}
              placeholder={full ? undefined : 'Type to search'}
              value={text}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              leftSection={<IconMapPin size={18} aria-hidden="true" />}
              rightSection={searching || checking ? <Loader size={16} aria-label="Searching" /> : undefined}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setLocalError(null);
                combobox.resetSelectedOption();
                if (event.currentTarget.value.trim()) combobox.openDropdown();
                else combobox.closeDropdown();
              }}
              onClick={() => {
                if (text.trim()) combobox.openDropdown();
              }}
              onBlur={() => {
                combobox.closeDropdown();
                onBlur?.();
              }}
              onKeyDown={onKeyDown}
              error={shownError}
              style={{ flex: 1 }}
            />
          </Combobox.Target>
          <Button
            type="button"
            variant="light"
            onClick={() => void addTyped()}
            loading={checking}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            // Line up with the field, under its label (the label is about 24 px tall).
            mt={27}
          >
            Add
          </Button>
        </Group>
        <Combobox.Dropdown hidden={text.trim().length === 0 || full}>
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
                  <Text
                    fz="sm"
                    c={district.homesCount > 0 ? 'stairway.7' : 'gray.7'}
                    style={{ flex: 'none' }}
                  >
                    {homesLabel(district.homesCount)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
            {suggestions.length === 0 && !searching && (
              <Combobox.Empty>
                {`No district matches "${text.trim()}". Check it, or type just the first letters, for example SO1.`}
              </Combobox.Empty>
            )}
            {suggestions.length === 0 && searching && <Combobox.Empty>Searching…</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>

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
    </Stack>
  );
}
