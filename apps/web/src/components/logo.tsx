/** The Stairway logo: the step mark and the word. */
import { Group, Text } from '@mantine/core';

/** Shows the logo; `withText` adds the product name. */
export function Logo({ withText = true, size = 28 }: { withText?: boolean; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Stairway">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-stairway-6)" />
        <path
          d="M7 24h6v-5h6v-5h6V8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withText && (
        <Text fw={700} fz="lg" c="stairway.8" aria-hidden="true">
          Stairway
        </Text>
      )}
    </Group>
  );
}
