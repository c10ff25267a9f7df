/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The team's e-mail when a customer asks a person for help with their arrears (services/arrears; decision 075):
 * who, what they owe and since when, their message in their own words, and a link to the console's Arrears page
 * where the team answers. Sent to the team's inbox (services/operators/team-emails.ts), never to the customer.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

/** Props of the team's e-mail about a request for help. */
export type HardshipRequestEmailProps = {
  /** The customer's full name, e.g. "Hattie Lowell". */
  customerName: string;
  /** What is owed in words, e.g. "£916.67" (the domain's formatPence). */
  amount: string;
  /** Since when in words, e.g. "10 November 2026"; null when nothing is owed any more. */
  since: string | null;
  /** The customer's message, as they wrote it. */
  message: string;
  /** The console's Arrears page (with the case's anchor). */
  link: string;
};

const small = { color: '#4b5563', fontSize: 14 } as const;
const quote = {
  whiteSpace: 'pre-wrap',
  borderLeft: '4px solid #d1d5db',
  paddingLeft: 12,
  margin: '12px 0',
} as const;

/** The e-mail's React body. */
export function HardshipRequestEmail(props: HardshipRequestEmailProps) {
  const title = `${props.customerName} asked for help with their payments`;
  const owed = props.since
    ? `${props.amount} has been owed since ${props.since}.`
    : `Nothing is owed now (${props.amount}).`;
  return (
    <EmailLayout
      preview={title}
      title={title}
      reason="You are receiving this because you are in the Stairway team that answers customers’ requests for help."
    >
      <Text>
        {props.customerName} wrote to us from their home page. {owed} They are waiting for a person to reply.
      </Text>
      <Text style={quote}>{props.message}</Text>
      <EmailButton href={props.link}>Reply on the Arrears page</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.link}. Your reply is
        e-mailed to the customer and shown on their home page.
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the team's e-mail about a request for help.
 * @param props who, what is owed and since when, the message and the console's link
 * @returns subject, HTML and plain-text parts
 */
export async function renderHardshipRequestEmail(props: HardshipRequestEmailProps): Promise<RenderedEmail> {
  const element = <HardshipRequestEmail {...props} />;
  return {
    subject: `Request for help from ${props.customerName}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
