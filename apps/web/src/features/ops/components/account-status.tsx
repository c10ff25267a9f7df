/** An account's status in the console's account lists: Active, or Disabled with when (decision 025). */
import { Badge } from '@mantine/core';
import { formatDateTime } from '../lib/format';

/**
 * A filled badge (white text on a dark shade, AA contrast).
 * @param disabledAt when the account was disabled (ISO instant), or null while it is enabled
 */
export function AccountStatus({ disabledAt }: { disabledAt: string | null | undefined }) {
  return disabledAt ? (
    <Badge variant="filled" color="red.9" title={`Disabled ${formatDateTime(disabledAt)}`}>
      Disabled
    </Badge>
  ) : (
    <Badge variant="filled" color="teal.9">
      Active
    </Badge>
  );
}
