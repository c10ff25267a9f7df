/** @jsxRuntime automatic @jsxImportSource react */
/** The valuation e-mail sent by `sendValuationEmail` (spec §6): a landlord's rent and value estimate. */

import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatGBP } from '@stairway/domain/money';
import { EmailLayout } from './layout';

/** The footer's reason for e-mails to landlords (the default assumes an applicant's account). */
export const LANDLORD_EMAIL_REASON =
  'You are receiving this because you asked for it from your Stairway landlord account.';

/** A figure the e-mail shows: whole pounds (a month for rent), its interval, and what it rests on. */
type Figure = { value: number; low: number; high: number; level: number; basis: string };

/** Props of the valuation e-mail: the parts of an estimate (services/estimates.ts) that it shows. */
export type ValuationEmailProps = {
  firstName: string;
  address: string;
  estimate: {
    rent: Figure;
    value: Figure;
    rentExplanation: string;
    valueExplanation: string;
  };
};

/**
 * The range as the landlord's page says it: "8 in 10 similar homes let for between £X and £Y a month" / "…
 * are priced between £X and £Y", from the interval's level (0.8); a rent made from the regional yield has
 * no calibrated interval, so its range is called rough.
 * @param kind `rent` or `value`
 * @param figure the figure with its interval
 * @returns a sentence without a full stop
 */
export function rangeSentence(kind: 'rent' | 'value', figure: Figure): string {
  const low = formatGBP(figure.low);
  const high = formatGBP(figure.high);
  if (figure.basis === 'regional-yield') return `Rough range: ${low} to ${high} a month`;
  const share = `${Math.round(figure.level * 10)} in 10 similar homes`;
  return kind === 'rent'
    ? `${share} let for between ${low} and ${high} a month`
    : `${share} are priced between ${low} and ${high}`;
}

const figure = { fontSize: 20, fontWeight: 700, margin: '4px 0' } as const;
const note = { color: '#4b5563', fontSize: 14 } as const;

/**
 * The basis sentence without its leading range sentence when that is the range already shown above it (the
 * estimator's sentences start with it, describe.ts), so the e-mail does not say it twice.
 * @param explanation the basis sentence(s); range the range sentence shown, without a full stop
 */
export function basisAfterRange(explanation: string, range: string): string {
  return explanation.startsWith(`${range}.`) ? explanation.slice(range.length + 1).trim() : explanation;
}

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
        <Text style={{ margin: 0 }}>{rangeSentence('rent', rent)}</Text>
        <Text style={note}>{basisAfterRange(estimate.rentExplanation, rangeSentence('rent', rent))}</Text>
      </Section>
      {value.value > 0 ? (
        <Section>
          <Text style={{ margin: '16px 0 0' }}>Estimated value</Text>
          <Text style={figure}>{formatGBP(value.value)}</Text>
          <Text style={{ margin: 0 }}>{rangeSentence('value', value)}</Text>
          <Text style={note}>
            {basisAfterRange(estimate.valueExplanation, rangeSentence('value', value))}
          </Text>
        </Section>
      ) : (
        <Text style={note}>{estimate.valueExplanation}</Text>
      )}
      <Text style={note}>
        These are estimates from public data and listings, not a formal valuation: the condition, size and
        features of your home can put it above or below the range, as they do for 2 in 10 similar homes.
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
