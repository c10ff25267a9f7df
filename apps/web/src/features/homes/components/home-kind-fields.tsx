/**
 * The "The home" section of the basic information form (split from home-basic-info-form.tsx by length): type
 * and otherType, bedrooms, ownership with only Freehold and Leasehold selectable, the EPC rating with A to E
 * selectable and "I don't know", the years left on a lease, and the asking price.
 */
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  BEDROOM_OPTIONS,
  EPC_RATING_LABELS,
  EPC_RATINGS,
  OWNERSHIP_LABELS,
  OWNERSHIP_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SELECTABLE_EPC_RATINGS,
  SELECTABLE_OWNERSHIP_OPTIONS,
} from '@stairway/domain/constants';
import {
  type HomeBasicInfoFormInput,
  MAX_LEASE_YEARS,
  MIN_EPC_RATING,
  MIN_LEASE_YEARS,
} from '@stairway/domain/home-submissions';
import { ChoiceField } from '../../../components/form/choice-field';
import { MoneyField } from '../../../components/form/money-field';
import { TextField } from '../../../components/form/text-field';
import { WholeNumberField } from '../../../components/form/whole-number-field';
import type { HomeAddressForm } from '../hooks/use-home-address-search';

const BEDROOM_LABELS: Record<string, string> = { Studio: 'Studio', '1': '1', '2': '2', '3': '3', '4': '4' };
const NOT_SELECTABLE_EPC = EPC_RATINGS.filter(
  (rating) => rating !== 'IDontKnow' && !(SELECTABLE_EPC_RATINGS as readonly string[]).includes(rating),
);
const NOT_SELECTABLE_OWNERSHIP = OWNERSHIP_OPTIONS.filter(
  (option) => !(SELECTABLE_OWNERSHIP_OPTIONS as readonly string[]).includes(option),
);

/** Props of {@link HomeKindFields}. */
export type HomeKindFieldsProps = {
  /** The basic information form. */
  form: HomeAddressForm;
  /** The chosen type of home (asks what type when "Other"). */
  type: HomeBasicInfoFormInput['type'];
  /** The chosen ownership (asks for the years left on a lease when "Leasehold"). */
  ownership: HomeBasicInfoFormInput['ownership'];
};

/** The "The home" section: type, bedrooms, ownership, EPC rating, lease and asking price. */
export function HomeKindFields({ form, type, ownership }: HomeKindFieldsProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="home-kind"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="home-kind">
          The home
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <ChoiceField
            control={form.control}
            name="type"
            label="Type of home"
            options={PROPERTY_TYPES}
            labels={PROPERTY_TYPE_LABELS}
          />
          <ChoiceField
            control={form.control}
            name="bedrooms"
            label="Bedrooms"
            options={BEDROOM_OPTIONS}
            labels={BEDROOM_LABELS}
          />
        </SimpleGrid>
        {type === 'Other' && (
          <TextField
            control={form.control}
            name="otherType"
            label="What type of home is it?"
            description="For example a bungalow or a maisonette."
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <ChoiceField
            control={form.control}
            name="ownership"
            label="Ownership"
            description="The listing or the estate agent can tell you."
            options={OWNERSHIP_OPTIONS}
            disabledOptions={NOT_SELECTABLE_OWNERSHIP}
            labels={OWNERSHIP_LABELS}
          />
          <ChoiceField
            control={form.control}
            name="EPCRating"
            label="EPC rating"
            description={`On the listing or the EPC register. We approve ${MIN_EPC_RATING} or better.`}
            options={EPC_RATINGS}
            disabledOptions={NOT_SELECTABLE_EPC}
            labels={EPC_RATING_LABELS}
          />
        </SimpleGrid>
        {ownership === 'Leasehold' && (
          <WholeNumberField
            control={form.control}
            name="yearsLeftOnLease"
            label="Years left on the lease"
            description={`Lenders usually want at least ${MIN_LEASE_YEARS} years.`}
            suffix=" years"
            min={0}
            max={MAX_LEASE_YEARS}
          />
        )}
        <MoneyField control={form.control} name="askingPrice" label="Asking price" min={1} />
      </Stack>
    </Paper>
  );
}
