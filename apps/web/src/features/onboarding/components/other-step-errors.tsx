/**
 * On onboarding's last step, the server's errors about answers given on earlier steps (spec §2 onboarding):
 * "Please check some of your answers", each naming its step with a link back to it.
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ServerFieldError } from '../../../lib/server-errors';
import { stepForField, stepIndex } from '../lib/steps';

/** Shows the errors as a list in an alert; nothing when there are none. */
export function OtherStepErrors({ errors }: { errors: readonly ServerFieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title="Please check some of your answers"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      <List spacing="xs" size="sm">
        {errors.map((error) => {
          const step = stepForField(error.field);
          return (
            <List.Item key={error.field}>
              {step ? (
                <>
                  <Text span fw={600} fz="sm">
                    Step {stepIndex(step.id) + 1}, {step.name}:
                  </Text>{' '}
                  {error.message}{' '}
                  <Anchor component={Link} to={step.path} fz="sm" fw={600}>
                    Go to {step.name.toLowerCase()}
                  </Anchor>
                </>
              ) : (
                error.message
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
