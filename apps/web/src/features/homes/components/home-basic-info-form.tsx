/**
 * The basic information of a home found elsewhere (spec §3 HomeSubmission: type and otherType, bedrooms
 * Studio or 1 to 4, ownership with only Freehold and Leasehold selectable, the years left on a lease, the EPC
 * rating with A to E selectable and "I don't know", the address found by postcode with its UPRN or typed in,
 * and the asking price), checked by the domain's homeBasicInfoFormSchema and saved by the page. The same form
 * serves /submit-a-home/basic-info and /your-application/first-home/basic-info.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
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
  bedroomOptionOf,
  HOME_BASIC_INFO_FIELDS,
  type HomeBasicInfoFormInput,
  type HomeBasicInfoFormOutput,
  MAX_LEASE_YEARS,
  MIN_EPC_RATING,
  MIN_LEASE_YEARS,
} from '@stairway/domain/home-submissions';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ChoiceField } from '../../../components/form/choice-field';
import { MoneyField } from '../../../components/form/money-field';
import { TextField } from '../../../components/form/text-field';
import { WholeNumberField } from '../../../components/form/whole-number-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { HomeAddressFields } from './home-address-fields';

const BEDROOM_LABELS: Record<string, string> = { Studio: 'Studio', '1': '1', '2': '2', '3': '3', '4': '4' };
const NOT_SELECTABLE_EPC = EPC_RATINGS.filter(
  (rating) => rating !== 'IDontKnow' && !(SELECTABLE_EPC_RATINGS as readonly string[]).includes(rating),
);
const NOT_SELECTABLE_OWNERSHIP = OWNERSHIP_OPTIONS.filter(
  (option) => !(SELECTABLE_OWNERSHIP_OPTIONS as readonly string[]).includes(option),
);
const resolver = lazyZodResolver(() =>
  import('@stairway/domain/home-submissions').then((m) => m.homeBasicInfoFormSchema),
);

/** The form's starting values: the draft's answers, or blanks. */
function valuesOf(home: HomeSubmission | null): HomeBasicInfoFormInput {
  return {
    type: home?.type ?? undefined,
    otherType: home?.otherType ?? '',
    bedrooms: bedroomOptionOf(home?.bedrooms),
    ownership: home?.ownership === 'Freehold' || home?.ownership === 'Leasehold' ? home.ownership : undefined,
    yearsLeftOnLease: home?.yearsLeftOnLease ?? null,
    EPCRating:
      home?.EPCRating && home.EPCRating !== 'F' && home.EPCRating !== 'G' ? home.EPCRating : undefined,
    addressLine1: home?.addressLine1 ?? '',
    addressLine2: home?.addressLine2 ?? '',
    addressLine3: home?.addressLine3 ?? '',
    postTown: home?.postTown ?? '',
    postcode: home?.postcode ?? '',
    uprn: home?.uprn ?? null,
    askingPrice: home?.askingPrice ?? null,
  };
}

/** Props of {@link HomeBasicInfoForm}. */
export type HomeBasicInfoFormProps = {
  home: HomeSubmission | null;
  /** Saves the answers; throws the server's error, which the form shows on its fields. */
  onSave: (values: HomeBasicInfoFormOutput) => Promise<void>;
  back: { to: string; label: string };
  /** False while drafts can't be saved (spec §5: paused, or a rejected application). */
  canSave: boolean;
};

/** The form. */
export function HomeBasicInfoForm({ home, onSave, back, canSave }: HomeBasicInfoFormProps) {
  const form = useForm<HomeBasicInfoFormInput, unknown, HomeBasicInfoFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(home),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [type, ownership] = form.watch(['type', 'ownership']);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSave(values);
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, HOME_BASIC_INFO_FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="home-basic-info-form">
      <Stack gap="lg">
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
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="home-address"
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id="home-address">
              Address
            </Title>
            <HomeAddressFields form={form} />
          </Stack>
        </Paper>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to={back.to} variant="default" size="md">
            {back.label}
          </Button>
          <Button
            type="submit"
            size="md"
            loading={form.formState.isSubmitting}
            disabled={!canSave}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
