/**
 * The preferred-location picker's state (spec §2 "/onboard/preferred-location"): the text typed, the
 * suggestions from `searchPostcodeDistricts` (districts with homes first, leaving out those chosen), the
 * chosen districts' details from `getPostcodeDistricts`, and adding (a suggestion, or the district as typed,
 * checked with the domain's postcode helpers and against the districts the service knows) and removing
 * districts. At most 5 districts (MAX_PREFERRED_LOCATIONS). PostcodeDistrictPicker shows it.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { EXAMPLE_DISTRICTS_TEXT, normaliseOutcode } from '@stairway/domain/postcode';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { GetPostcodeDistrictsQuery } from '../../lib/graphql/getPostcodeDistricts';
import { SearchPostcodeDistrictsQuery } from '../../lib/graphql/searchPostcodeDistricts';
import { type District, districtSearchTerm } from './districts';

/** What the picker is given: the chosen districts and how to change them, and the field's errors. */
export type PostcodeDistrictPickerProps = {
  /** The chosen districts, e.g. `['SE1', 'B1']`. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** An error about the whole list (e.g. none chosen). */
  error?: string;
  /** Errors about single chosen districts, by their position in `value`. */
  itemErrors?: ReadonlyArray<string | undefined>;
  /** The field's label; "Postcode district" unless given. */
  label?: string;
};

/** The help text under the field once 5 districts are chosen. */
export const FULL_MESSAGE = `You've chosen ${MAX_PREFERRED_LOCATIONS} districts, the most you can. Remove one to add another.`;

/**
 * @param props the picker's props
 * @returns the combobox store, the field's ref and text (`text`, `onTextChange`), the suggestions and whether
 *   a search or check runs, the chosen districts' details, whether the list is full, the error to show, whether
 *   none of the chosen districts has homes, and the actions (`add`, `addTyped`, `remove`, `onKeyDown`)
 */
export function usePostcodeDistrictPicker({ value, onChange, error }: PostcodeDistrictPickerProps) {
  const client = useApolloClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [known, setKnown] = useState<Record<string, District>>({});
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const full = value.length >= MAX_PREFERRED_LOCATIONS;
  const term = districtSearchTerm(text);
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

  /** Adds a district (from a suggestion or a check), empties the field and gives it the focus back. */
  const add = (district: District) => {
    setKnown((previous) => ({ ...previous, [district.outcode]: district }));
    if (!value.includes(district.outcode)) onChange([...value, district.outcode]);
    setText('');
    setLocalError(null);
    combobox.closeDropdown();
    inputRef.current?.focus();
  };

  /** Adds the district as typed, after checking it is a district the service knows. */
  const addTyped = async () => {
    if (checking) return;
    // The help text under the field already says the list is full.
    if (full) return;
    const typed = text.trim();
    if (!typed) {
      refuse(`Type a postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}, or a town`);
      return;
    }
    const outcode = normaliseOutcode(typed);
    if (!outcode && suggestions.length > 0) {
      // A town: its districts are the suggestions.
      setLocalError(`Choose one of the districts of "${typed}" from the suggestions`);
      combobox.openDropdown();
      return;
    }
    if (!outcode) {
      refuse(
        `"${typed}" is not a UK postcode district. Type one like ${EXAMPLE_DISTRICTS_TEXT}, or choose a suggestion.`,
      );
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

  /** Removes a chosen district and gives the field the focus back. */
  const remove = (outcode: string) => {
    onChange(value.filter((item) => item !== outcode));
    setLocalError(null);
    inputRef.current?.focus();
  };

  /** Enter adds the highlighted suggestion (Mantine does) or the district as typed; it never submits the step. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    void addTyped();
  };

  /** Typing: the new text, no error, and the suggestions open while there is text. */
  const onTextChange = (next: string) => {
    setText(next);
    setLocalError(null);
    combobox.resetSelectedOption();
    if (next.trim()) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  // A list error while a district is still typed in the field: say how to add it.
  const pending = text.trim();
  const shownError = localError ?? (error && pending ? `${error}. Press Add to add "${pending}".` : error);

  return {
    combobox,
    inputRef,
    text,
    onTextChange,
    full,
    suggestions,
    searching,
    checking,
    details,
    shownError,
    /** True when every chosen district is known to have no homes for sale. */
    noHomes: value.length > 0 && value.every((outcode) => details[outcode]?.homesCount === 0),
    add,
    addTyped,
    remove,
    onKeyDown,
  };
}
