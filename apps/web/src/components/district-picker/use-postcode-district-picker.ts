/**
 * The preferred-location picker's state (spec §2 "/onboard/preferred-location"): the text typed, the
 * suggestions from `searchPostcodeDistricts` (districts with homes first, leaving out those chosen), the
 * chosen districts' details from `getPostcodeDistricts`, and adding (a suggestion, or the district as typed,
 * checked with the domain's postcode helpers and against the districts the service knows) and removing
 * districts. At most 5 districts (MAX_PREFERRED_LOCATIONS). PostcodeDistrictPicker shows it.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCombobox } from '@mantine/core';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type District, districtSearchTerm } from './districts';
import { checkDistrict, readTypedDistrict, useDistrictSearch } from './use-district-search';

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
  const { results, suggestions, searching, details } = useDistrictSearch(term, value, full, known);

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
    const typed = readTypedDistrict(text, value, results, suggestions.length > 0);
    if (typed.kind === 'refuse') return refuse(typed.message);
    if (typed.kind === 'choose') {
      // A town: its districts are the suggestions.
      setLocalError(typed.message);
      combobox.openDropdown();
      return;
    }
    if (typed.kind === 'add') return add(typed.district);
    setChecking(true);
    const found = await checkDistrict(client, typed.outcode);
    if (found) add(found);
    else
      refuse(
        `We don't cover the postcode district ${typed.outcode} yet. Choose a district from the suggestions.`,
      );
    setChecking(false);
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
