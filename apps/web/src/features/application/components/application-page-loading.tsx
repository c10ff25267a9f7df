/**
 * An application sub-page while the application loads (skeletons shaped like a form, under the page's title),
 * or a calm error with a retry when it could not be loaded (DESIGN.md "Loading").
 */
import { Alert, Button, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import classes from './application-page.module.css';

/**
 * Shows the loading page, or the error.
 * @param title the page's title (also the document's)
 * @param error what loading threw; the error state shows while it is set
 * @param onRetry loads the application again ("Try again")
 */
export function ApplicationPageLoading({
  title,
  error,
  onRetry,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  useEffect(() => {
    document.title = `${title} · Your application · Stairway`;
  }, [title]);
  if (error) {
    return (
      <div className={classes.page}>
        <Alert
          color="red"
          variant="light"
          title="We couldn’t load your application"
          icon={<IconAlertCircle size={20} aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">Please check your connection and try again.</Text>
            {onRetry && (
              <Button variant="white" color="red" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </div>
    );
  }
  return (
    <>
      <Progress value={0} size={6} radius={0} aria-hidden="true" />
      <div className={classes.page} aria-busy="true">
        <VisuallyHidden role="status">Loading {title}</VisuallyHidden>
        <Stack gap="lg" aria-hidden="true">
          <Stack gap={8}>
            <Skeleton height={14} width={120} />
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.25}>
              {title}
            </Title>
            <Skeleton height={14} width="80%" />
          </Stack>
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={14} width={140} />
              <Skeleton height={48} />
            </Stack>
          ))}
        </Stack>
      </div>
    </>
  );
}
