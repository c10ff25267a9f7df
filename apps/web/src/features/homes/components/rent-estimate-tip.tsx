/**
 * "How we estimate the rent" (spec §2 "Tooltip bottom sheet"): the rent of a home for sale is our estimate, not a rent
 * a landlord has set. The method is the calibrated estimator's (estimateListingRent in
 * apps/server/src/db/seed/import-listings.ts; docs/decisions/057-calibrated-estimates.md): comparable rentals nearby,
 * adjusted for bedrooms, bathrooms and type, blended with the local authority's official rents brought to today; else
 * price × the region's gross yield ÷ 12.
 */
import { List, Stack, Text } from '@mantine/core';
import { InfoTip } from '../../../components/info-tip';

/** The info button's name and the sheet's title. */
export const RENT_ESTIMATE_TIP_TITLE = 'How we estimate the rent';

/** The info button next to an estimated rent. */
export function RentEstimateTip({ size }: { size?: number }) {
  return (
    <InfoTip title={RENT_ESTIMATE_TIP_TITLE} size={size}>
      <Stack gap="xs">
        <Text fz="sm">
          This home is for sale, so no landlord has set its rent. The rent shown is our estimate of what a
          home like it rents for:
        </Text>
        <List fz="sm" spacing={4}>
          <List.Item>
            where we know of homes to let nearby, we compare it with them, adjusting for differences in
            bedrooms, bathrooms and type;
          </List.Item>
          <List.Item>
            we weigh that against official rents (ONS and VOA) for its local authority, brought up to date
            with the ONS private rent index, and lean on those alone where we know of no homes to let nearby;
          </List.Item>
          <List.Item>
            when we have neither, we take the asking price × the typical gross rental yield in its region
            (Zoopla) ÷ 12.
          </List.Item>
        </List>
        <Text fz="sm">The actual rent could be higher or lower.</Text>
      </Stack>
    </InfoTip>
  );
}
