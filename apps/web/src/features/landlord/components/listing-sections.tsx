/**
 * The listing form's sections about the home (spec §2): its address, found by postcode or typed in, and the
 * home itself: type, bedrooms, bathrooms, asking price and summary.
 */
import { Card, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@stairway/domain/constants';
import {
  LANDLORD_SUMMARY_MAX_LENGTH,
  type LandlordListingInput,
  type LandlordListingParsed,
} from '@stairway/domain/landlord';
import { formatCount } from '@stairway/domain/money';
import { type Control, Controller } from 'react-hook-form';
import { MoneyField } from '../../../components/form/money-field';
import { TextField } from '../../../components/form/text-field';
import { WholeNumberField } from '../../../components/form/whole-number-field';
import { AddressFinder, type FoundAddress } from './address-finder';

/** The listing form's control (usePropertyForm). */
export type ListingControl = Control<LandlordListingInput, unknown, LandlordListingParsed>;

/** "Address": the postcode finder, whose choice `onChoose` puts in the fields, and the address lines. */
export function ListingAddressSection(props: {
  control: ListingControl;
  onChoose: (address: FoundAddress) => void;
}) {
  const { control } = props;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="address-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="address-title">
          Address
        </Title>
        <AddressFinder onChoose={props.onChoose} />
        <TextField
          control={control}
          name="addressLine1"
          label="Address line 1"
          autoComplete="address-line1"
        />
        <TextField
          control={control}
          name="addressLine2"
          label="Address line 2"
          optional
          autoComplete="address-line2"
        />
        <TextField
          control={control}
          name="addressLine3"
          label="Address line 3"
          optional
          autoComplete="address-line3"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField control={control} name="postTown" label="Town or city" autoComplete="address-level2" />
          <TextField control={control} name="postcode" label="Postcode" autoComplete="postal-code" />
        </SimpleGrid>
        <Text fz="sm" c="dimmed">
          Buyers see the street, the town and the postcode district, never your door number.
        </Text>
      </Stack>
    </Card>
  );
}

/** "The home": type of property, bedrooms, bathrooms, asking price and summary. */
export function ListingHomeSection({ control }: { control: ListingControl }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="home-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="home-title">
          The home
        </Title>
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label="Type of property"
              placeholder="Choose a type"
              data={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              allowDeselect={false}
              data-testid="field-type"
            />
          )}
        />
        <SimpleGrid cols={{ base: 2 }}>
          <WholeNumberField
            control={control}
            name="bedrooms"
            label="Bedrooms"
            description="0 for a studio"
            min={0}
            max={10}
          />
          <WholeNumberField control={control} name="bathrooms" label="Bathrooms" min={0} max={10} />
        </SimpleGrid>
        <MoneyField control={control} name="price" label="Asking price" />
        <Controller
          control={control}
          name="summary"
          render={({ field, fieldState }) => (
            <Textarea
              label="Summary"
              description={`What buyers should know: up to ${formatCount(LANDLORD_SUMMARY_MAX_LENGTH)} characters.`}
              autosize
              minRows={4}
              maxRows={10}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              data-testid="field-summary"
            />
          )}
        />
      </Stack>
    </Card>
  );
}
