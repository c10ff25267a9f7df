/**
 * The additional information of a home found elsewhere (spec §3 HomeSubmission: chain, link,
 * additionalInfo), checked by the domain's homeAdditionalInfoFormSchema. The page places the buttons (the
 * form is named by `formId`), as its last step also holds the photos and, on /submit-a-home, the submit. The
 * answers are saved to the draft as they are typed (useAdditionalInfoAutosave).
 */
import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  HOME_ADDITIONAL_INFO_FIELDS,
  type HomeAdditionalInfoFormInput,
  type HomeAdditionalInfoFormOutput,
} from '@stairway/domain/home-submissions';
import { formatCount } from '@stairway/domain/money';
import { Controller, useForm } from 'react-hook-form';
import { FieldLabel } from '../../../components/form/field-label';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { TextField } from '../../../components/form/text-field';
import { YesNoField } from '../../../components/form/yes-no-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { type AutosaveState, useAdditionalInfoAutosave } from '../hooks/use-additional-info-autosave';
import type { HomeSubmission } from '../hooks/use-home-submissions';

/** What the line under the form says of the saving. */
const AUTOSAVE_TEXT: Record<AutosaveState, string> = {
  idle: 'Your answers are saved as you go.',
  saving: 'Saving…',
  saved: 'Saved.',
  failed:
    'We couldn’t save your answers just now: check your connection. We’ll try again when you change one.',
};

const resolver = lazyZodResolver(() =>
  import('@stairway/domain/home-submissions').then((m) => m.homeAdditionalInfoFormSchema),
);

/** Props of {@link HomeAdditionalInfoForm}. */
export type HomeAdditionalInfoFormProps = {
  formId: string;
  home: HomeSubmission;
  /** Saves the answers; throws the server's error, which the form shows on its fields. */
  onSave: (values: HomeAdditionalInfoFormOutput) => Promise<void>;
  /** Shows a problem that belongs to no field (null clears it). */
  onProblem: (message: string | null) => void;
  /** Saves answers as they are typed (fields left out are kept). */
  onAutosave: (values: Partial<HomeAdditionalInfoFormOutput>) => Promise<unknown>;
};

/** The form. */
export function HomeAdditionalInfoForm({
  formId,
  home,
  onSave,
  onProblem,
  onAutosave,
}: HomeAdditionalInfoFormProps) {
  const form = useForm<HomeAdditionalInfoFormInput, unknown, HomeAdditionalInfoFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      chain: home.chain ?? undefined,
      link: home.link ?? '',
      additionalInfo: home.additionalInfo ?? '',
    },
  });
  const autosave = useAdditionalInfoAutosave(form, onAutosave);
  const submit = form.handleSubmit(async (values) => {
    onProblem(null);
    try {
      await onSave(values);
    } catch (error) {
      onProblem(applyServerErrors(error, form.setError, HOME_ADDITIONAL_INFO_FIELDS));
    }
  });
  return (
    <form
      id={formId}
      onSubmit={submit}
      onBlur={() => void autosave.flush()}
      noValidate
      data-testid="home-additional-info-form"
    >
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="home-more"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="home-more">
            More about the sale
          </Title>
          <YesNoField
            control={form.control}
            name="chain"
            label="Is the sale part of a chain?"
            description="A chain is when the seller is buying another home at the same time. Ask the estate agent if you aren’t sure."
          />
          <TextField
            control={form.control}
            name="link"
            label="Link to the listing"
            description="The home’s page on an estate agent’s or a property website, starting https://"
            optional
            autoComplete="url"
          />
          <Controller
            control={form.control}
            name="additionalInfo"
            render={({ field, fieldState }) => (
              <Textarea
                size="md"
                label={<FieldLabel label="Anything else we should know?" optional />}
                description={`For example the service charge, ground rent or work the home needs. Up to ${formatCount(ADDITIONAL_INFO_MAX_LENGTH)} characters.`}
                inputWrapperOrder={inputWrapperOrder}
                autosize
                minRows={3}
                maxRows={10}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data-testid="field-additionalInfo"
              />
            )}
          />
          <Text fz="sm" c={autosave.state === 'failed' ? 'red.9' : 'gray.7'} aria-live="polite">
            {AUTOSAVE_TEXT[autosave.state]}
          </Text>
        </Stack>
      </Paper>
    </form>
  );
}
