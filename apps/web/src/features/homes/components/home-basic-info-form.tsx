/**
 * The basic information of a home found elsewhere (spec §3 HomeSubmission: type and otherType, bedrooms
 * Studio or 1 to 4, ownership with only Freehold and Leasehold selectable, the years left on a lease, the EPC
 * rating with A to E selectable and "I don't know", the address found by postcode with its UPRN or typed in,
 * and the asking price), checked by the domain's homeBasicInfoFormSchema and saved by the page. The same form
 * serves /submit-a-home/basic-info and /your-application/first-home/basic-info.
 */
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import {
  bedroomOptionOf,
  HOME_BASIC_INFO_FIELDS,
  type HomeBasicInfoFormInput,
  type HomeBasicInfoFormOutput,
} from '@stairway/domain/home-submissions';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { HomeAddressFields } from './home-address-fields';
import { HomeKindFields } from './home-kind-fields';

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
        <HomeKindFields form={form} type={type} ownership={ownership} />
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
