/**
 * The "Create a promotion" card of /ops/promotions (decision 025): the title, text, terms and image, and once created,
 * a notice that it is unpublished. The state is useCreatePromotion's.
 */
import { Alert, Button, Card, FileInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { PROMOTION_LIMITS } from '@stairway/domain/promotions';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useCreatePromotion } from '../hooks/use-create-promotion';

/** The create card: the form and, after a promotion is created, the notice; returns the card. */
export function CreatePromotionForm() {
  const { form, submit, saving, formError, created } = useCreatePromotion();
  const { control } = form;
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label="Create a promotion">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Create a promotion
          </Title>
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          )}
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => (
              <TextInput
                label="Title"
                maxLength={PROMOTION_LIMITS.title}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="text"
            render={({ field, fieldState }) => (
              <Textarea
                label="Text"
                autosize
                minRows={2}
                maxLength={PROMOTION_LIMITS.text}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="termsText"
            render={({ field, fieldState }) => (
              <Textarea
                label="Terms"
                description="Plain text; leave a blank line between paragraphs. Shown on the promotion’s terms page."
                autosize
                minRows={4}
                maxLength={PROMOTION_LIMITS.termsText}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <FileInput
                label="Image"
                description="A JPEG, PNG or WebP of at most 10 MB."
                accept="image/jpeg,image/png,image/webp"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                clearable
              />
            )}
          />
          <div>
            <Button type="submit" loading={saving}>
              Create promotion
            </Button>
          </div>
          <Text fz="sm" c="gray.7">
            It is created unpublished: publish it from the list below when it is ready.
          </Text>
        </Stack>
      </form>
      {created && (
        <Alert
          color="teal"
          variant="light"
          mt="md"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
        >
          “{created}” was created, unpublished.
        </Alert>
      )}
    </Card>
  );
}
