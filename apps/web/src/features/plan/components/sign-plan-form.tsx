/**
 * "Sign your plan": when the customer opened the plan and when their review window ends; inside it, the box to
 * confirm they took independent advice (signing is otherwise possible once the window ends), the button with
 * the reason it is disabled in words, the server's refusals by field or above the form, and, once signed,
 * "You signed this plan on …".
 */
import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useSignPlan } from '../hooks/use-sign-plan';
import type { YourPlan } from '../hooks/use-your-plan';
import { formatPlanDateTime } from '../lib/plan-format';

/** Props of the form. */
export type SignPlanFormProps = {
  plan: YourPlan;
  /** Loads the plan again (after the server says it changed or is signed already). */
  reload: () => void;
};

/** The signing section: the form, or the customer's signature once made. */
export function SignPlanForm({ plan, reload }: SignPlanFormProps) {
  const titleId = useId();
  const reasonId = useId();
  const yours = plan.yourSigning;
  const sign = useSignPlan(plan, reload);
  if (!yours) return null;
  if (yours.signedAt) {
    return (
      <Alert
        color="stairway"
        variant="light"
        radius="md"
        role="status"
        icon={<IconCircleCheck size={22} aria-hidden="true" />}
        title="Signed"
        styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
        data-testid="plan-you-signed"
      >
        You signed this plan on {formatPlanDateTime(yours.signedAt)}.
      </Alert>
    );
  }
  const reason = !sign.opened
    ? 'You can sign once we have recorded that you opened this plan.'
    : sign.insideWindow && !sign.tookAdvice
      ? `You can sign from ${formatPlanDateTime(yours.canSignFrom ?? '')}, or now if you tick the box to confirm you have taken independent advice.`
      : null;
  return (
    <form
      aria-label="Sign your plan"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sign.canSubmit) void sign.submit();
      }}
      data-testid="sign-plan-form"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          Sign your plan
        </Title>
        {yours.firstOpenedAt && (
          <Stack gap={4}>
            <Text>You opened this plan on {formatPlanDateTime(yours.firstOpenedAt)}.</Text>
            {yours.canSignFrom && (
              <Text data-testid="plan-can-sign-from">
                {sign.insideWindow
                  ? `You can sign from ${formatPlanDateTime(yours.canSignFrom)}.`
                  : `Your review window ended on ${formatPlanDateTime(yours.canSignFrom)}; you can sign now.`}
              </Text>
            )}
          </Stack>
        )}
        {sign.insideWindow && (
          <Text fz="sm" c="gray.7">
            You have {plan.reviewDays} days from first opening your plan to read it and take advice before
            signing.
          </Text>
        )}
        {sign.formError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
            data-testid="sign-plan-error"
          >
            {sign.formError}
          </Alert>
        )}
        {sign.insideWindow && sign.opened && (
          <Checkbox
            size="md"
            label="I have taken independent advice and want to sign before my review window ends"
            checked={sign.tookAdvice}
            onChange={(event) => sign.setTookAdvice(event.currentTarget.checked)}
            error={sign.adviceError}
            aria-invalid={sign.adviceError ? true : undefined}
            disabled={sign.submitting}
          />
        )}
        {reason && (
          <Text fz="sm" c="gray.8" id={reasonId} data-testid="sign-plan-reason">
            {reason}
          </Text>
        )}
        <Text fz="sm" c="gray.7">
          By signing you agree to version {plan.version} of your plan, the document with the fingerprint
          above.
        </Text>
        <Button
          type="submit"
          size="md"
          disabled={!sign.canSubmit}
          loading={sign.submitting}
          aria-describedby={reason ? reasonId : undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          Sign your plan
        </Button>
      </Stack>
    </form>
  );
}
