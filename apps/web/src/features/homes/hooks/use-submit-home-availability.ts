/**
 * Whether the applicant may submit a home now (spec §5: the button appears only when the maintenance flag
 * says enabled and the application is not rejected), from the server's maintenance flag
 * (`getMaintenanceMode`) and the application's rejected flag (the session's `me`), by the domain's rule.
 */
import { useQuery } from '@apollo/client/react';
import { getSubmitHomeAvailability, type SubmitHomeAvailability } from '@stairway/domain/submit-home';
import { useSession } from '../../../lib/session';
import { GetMaintenanceModeQuery } from '../graphql/getMaintenanceMode';

/**
 * @returns the availability, or null while the flag loads or when it could not be loaded (then no button
 *   shows: the feature may be switched off)
 */
export function useSubmitHomeAvailability(): SubmitHomeAvailability | null {
  const { me } = useSession();
  const { data } = useQuery(GetMaintenanceModeQuery, { fetchPolicy: 'network-only' });
  if (!data || !me) return null;
  return getSubmitHomeAvailability({
    submitHomeEnabled: data.getMaintenanceMode.submitHomeEnabled,
    applicationRejected: me.application?.rejected ?? false,
  });
}
