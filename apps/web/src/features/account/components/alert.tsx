/**
 * The sign-in page's alerts, in a module of their own so that the page loads them lazily: it shows an alert only after
 * something went wrong or after a password reset, and Mantine's Alert with its icons is about 2.5 KB gzip of the 150 KB
 * /login may load before it shows (scripts/check-first-load.mjs).
 */
import { Alert } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';

/**
 * A problem (red, role alert) or a notice (teal, role status).
 * @param kind which of the two
 * @param alertRef for a problem: the page focuses it when its message changes; it also takes the focus itself
 *   when it first appears (it may load after the page's effect ran)
 */
export function SignInAlert({
  kind,
  alertRef,
  children,
}: {
  kind: 'problem' | 'notice';
  alertRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const own = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(own, alertRef);
  useEffect(() => {
    if (kind === 'problem') own.current?.focus();
  }, [kind]);
  return kind === 'problem' ? (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      {children}
    </Alert>
  ) : (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
      {children}
    </Alert>
  );
}
