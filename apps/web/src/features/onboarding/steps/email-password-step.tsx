/**
 * Onboarding step 6, /onboard/email-password (spec §2; §3 "User: email"): the e-mail address and a
 * password, then "Create account" sends every answer to the `onboard` mutation. On success the session
 * starts, the draft is cleared, `onboarding_completed` is reported and the applicant lands on /dashboard.
 * A BAD_USER_INPUT error is shown next to its field when the field is on this step, otherwise in an alert
 * naming the step with a link back to it; nothing typed is lost. The state is useCreateAccount's.
 */
import { Alert, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { NewPasswordField } from '../../../components/form/new-password-field';
import { OtherStepErrors } from '../components/other-step-errors';
import { StepForm } from '../components/step-form';
import { useCreateAccount } from '../hooks/use-create-account';

/**
 * Step 6 of onboarding (spec §2 "/onboard/email-password"): "E-mail address", "Password" (with its strength meter, packages/domain/src/password.ts)
 * and the "Create account" button, which calls `onboard` with all the answers (money in whole pounds).
 */
export function EmailPasswordStep() {
  const { form, typedPassword, goBack, submit, busy, otherStepErrors, formError } = useCreateAccount();
  const { errors } = form.formState;

  return (
    <StepForm
      step="email-password"
      intro="Last step. You'll use these to sign in and come back to your application."
      onBack={goBack}
      onSubmit={submit}
      submitLabel="Create account"
      busy={busy}
      alert={
        <>
          <OtherStepErrors errors={otherStepErrors} />
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          )}
        </>
      }
    >
      <Stack gap="md">
        <TextInput
          label="E-mail address"
          description="We'll send you a link to confirm it's yours."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          inputWrapperOrder={inputWrapperOrder}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordField
          label="Password"
          password={typedPassword}
          userInputs={[form.watch('email')]}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </Stack>
    </StepForm>
  );
}
