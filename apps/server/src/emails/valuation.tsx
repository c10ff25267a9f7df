/** @jsxRuntime automatic @jsxImportSource react */
/** The valuation e-mail sent by `sendValuationEmail` (issue 12 "Estimates"; spec §6): a landlord's rent and value estimate. */
import { Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { formatGBP } from '@stairway/domain/money';
import type { Estimate } from '@stairway/domain/rent-estimate';
import { EmailLayout } from './layout';

/** The footer's reason for e-mails to landlords (the default assumes an applicant's account). */
export const LANDLORD_EMAIL_REASON =
  'You are receiving this because you asked for it from your Stairway landlord account.';

/** Props of the valuation e-mail: the parts of an estimate (services/estimates.ts) that it shows. */
export type ValuationEmailProps = {
  firstName: string;
  address: string;
  estimate: {
    rent: Estimate;
    value: Estimate;
    rentExplanation: string;
    valueExplanation: string;
  };
};

const figure = { fontSize: 20, fontWeight: 700, margin: '4px 0' } as const;
const note = { color: '#4b5563', fontSize: 14 } as const;

/** The valuation e-mail's React body. */
export function ValuationEmail({ firstName, address, estimate }: ValuationEmailProps) {
  const { rent, value } = estimate;
  return (
    <EmailLayout
      preview={`Estimated rent ${formatGBP(rent.value)} a month for ${address}`}
      title="Your rent and value estimate"
      reason={LANDLORD_EMAIL_REASON}
    >
      <Text>Hi {firstName},</Text>
      <Text>Here is our estimate for {address}.</Text>
      <Section>
        <Text style={{ margin: '16px 0 0' }}>Estimated rent</Text>
        <Text style={figure}>{formatGBP(rent.value)} a month</Text>
        <Text style={{ margin: 0 }}>
          Likely range: {formatGBP(rent.low)} to {formatGBP(rent.high)} a month
        </Text>
        <Text style={note}>{estimate.rentExplanation}</Text>
      </Section>
      {value.value > 0 ? (
        <Section>
          <Text style={{ margin: '16px 0 0' }}>Estimated value</Text>
          <Text style={figure}>{formatGBP(value.value)}</Text>
          <Text style={{ margin: 0 }}>
            Likely range: {formatGBP(value.low)} to {formatGBP(value.high)}
          </Text>
          <Text style={note}>{estimate.valueExplanation}</Text>
        </Section>
      ) : (
        <Text style={note}>{estimate.valueExplanation}</Text>
      )}
      <Text style={note}>
        These are estimates from public data and listings, not a formal valuation: the condition, size and
        features of your home can put it above or below the range.
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the valuation e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderValuationEmail(props: ValuationEmailProps) {
  const element = <ValuationEmail {...props} />;
  return {
    subject: `Your rent and value estimate for ${props.address}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
