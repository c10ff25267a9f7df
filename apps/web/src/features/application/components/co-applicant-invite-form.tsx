/** The form that adds a co-applicant: their name and e-mail address, and "Send them a link". */
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import type { useCoApplicantDetails } from '../hooks/use-co-applicant-details';

/** The invite form; `state` is useCoApplicantDetails(), `messages` its notice and error. */
export function CoApplicantInviteForm({
  state,
  messages,
}: {
  state: ReturnType<typeof useCoApplicantDetails>;
  messages: ReactNode;
}) {
  const { errors } = state.form.formState;
  return (
    <form onSubmit={state.invite} noValidate data-testid="co-applicant-form">
      <Stack gap="sm">
        <Text fz="sm" c="gray.8">
          Add the person you’re buying with. We’ll e-mail them a link to join, give their permission and
          complete their part.
        </Text>
        <TextInput
          label="Their first name"
          autoComplete="off"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.firstName?.message}
          {...state.form.register('firstName')}
        />
        <TextInput
          label="Their last name"
          autoComplete="off"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.lastName?.message}
          {...state.form.register('lastName')}
        />
        <TextInput
          type="email"
          label="Their e-mail address"
          autoComplete="off"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.email?.message}
          {...state.form.register('email')}
        />
        {messages}
        <Button type="submit" loading={state.busy} style={{ alignSelf: 'flex-start' }}>
          Send them a link
        </Button>
      </Stack>
    </form>
  );
}
