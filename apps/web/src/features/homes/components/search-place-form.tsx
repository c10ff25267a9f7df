/**
 * "Search near a place": a town, a postcode district or a postcode, with suggestions from `searchPostcodeDistricts`
 * (towns and districts, those with homes first), and a radius select ("Within 3 miles"); Search asks for homes within
 * that radius instead of the applicant's areas. The server's word on a place it does not know is shown under the field.
 */
import { useQuery } from '@apollo/client/react';
import { Autocomplete, Button, Group, NativeSelect, type OptionsFilter, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type NearPlace,
  nearPlaceSchema,
  PLACE_MAX_LENGTH,
  RADIUS_MILES_OPTIONS,
} from '@stairway/domain/home-search';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { districtSearchTerm } from '../../../components/district-picker/districts';
import { SearchPostcodeDistrictsQuery } from '../../../lib/graphql/searchPostcodeDistricts';
import { formatMiles } from '../lib/listing-text';

/** Keeps every suggestion the server gave (Mantine's Autocomplete keeps only those containing the typed text). */
const keepEveryOption: OptionsFilter = ({ options }) => options;

/** Props of the form. */
export type SearchPlaceFormProps = {
  /** The radius search in force, if any (the form starts from it). */
  near: NearPlace | null;
  onSearch: (near: NearPlace) => void;
  /** The server's message about the place searched (an unknown place), shown under the field. */
  serverError?: string | null;
  /** Stack the field, the radius and the button (a phone). */
  compact?: boolean;
};

const DEFAULT_RADIUS = 3;
const radiusOptions = RADIUS_MILES_OPTIONS.map((miles) => ({
  value: String(miles),
  label: `Within ${formatMiles(miles)}`,
}));

/** The place field with its suggestions, the radius select and Search. */
export function SearchPlaceForm({ near, onSearch, serverError, compact }: SearchPlaceFormProps) {
  const [place, setPlace] = useState(near?.place ?? '');
  const [radius, setRadius] = useState(String(near?.radiusMiles ?? DEFAULT_RADIUS));
  const [error, setError] = useState<string | null>(null);
  const term = districtSearchTerm(place);
  const [debouncedTerm] = useDebouncedValue(term, 200);
  const search = useQuery(SearchPostcodeDistrictsQuery, {
    variables: { input: { query: debouncedTerm, limit: 8 } },
    skip: debouncedTerm.length < 2,
  });
  const suggestions = useMemo(() => {
    const results = search.data?.searchPostcodeDistricts ?? [];
    const withHomes = results.filter((district) => district.homesCount > 0);
    const towns = [...new Set(withHomes.map((district) => district.town).filter(Boolean))] as string[];
    return [...towns, ...withHomes.map((district) => district.outcode)];
  }, [search.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nearPlaceSchema.safeParse({ place, radiusMiles: Number(radius) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a town, a postcode district or a postcode');
      return;
    }
    setError(null);
    onSearch(parsed.data);
  };
  const shownError = error ?? (near && near.place === place.trim() ? serverError : null) ?? undefined;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      role="search"
      aria-label="Search near a place"
    >
      <Group align="flex-start" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
        <Autocomplete
          label="Search near a place"
          placeholder="Town, district or postcode, e.g. Leeds or LS6"
          value={place}
          onChange={(value) => {
            setPlace(value);
            if (error) setError(null);
          }}
          data={suggestions}
          // The server has matched them to what is typed (a town's districts too: "Leeds" offers LS1 and LS6),
          // so none is filtered out again here by its text.
          filter={keepEveryOption}
          maxLength={PLACE_MAX_LENGTH}
          error={shownError}
          comboboxProps={{ shadow: 'md', keepMounted: false }}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          autoComplete="off"
          style={{ flex: compact ? '1 1 100%' : 1 }}
          size={compact ? 'md' : 'sm'}
        />
        <NativeSelect
          label="Radius"
          data={radiusOptions}
          value={radius}
          onChange={(event) => setRadius(event.currentTarget.value)}
          w={compact ? undefined : 170}
          style={compact ? { flex: 1 } : undefined}
          size={compact ? 'md' : 'sm'}
        />
        <Button
          type="submit"
          mt={compact ? 25 : 25}
          size={compact ? 'md' : 'sm'}
          style={{ flex: '0 0 auto' }}
        >
          Search
        </Button>
      </Group>
    </Paper>
  );
}
