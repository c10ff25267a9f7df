/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The team's e-mail when a customer reports a repair or writes on one of their home's repairs
 * (services/repairs/repair-team-email.ts): who wrote, which repair of which home and where it stands (for a new
 * report, its urgency and target), their words, and a link to the repair's page in the console, where the team
 * answers (the answer is e-mailed to the customer). Sent to the team's inbox (services/operators/team-emails.ts),
 * never to the customer.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

/** Props of the team's e-mail about a customer's message on a repair. */
export type RepairMessageForTeamProps = {
  /** Who wrote, e.g. "Hattie Lowell" or "Sam (co-applicant with Hattie Lowell)". */
  customerName: string;
  /** What the repair is, e.g. "Roof and chimney". */
  category: string;
  /** The home's address in words. */
  home: string;
  /** Where the repair stands, e.g. "Visit booked". */
  statusLabel: string;
  /** True when the repair is open and past its target. */
  overdue: boolean;
  /** The customer's message, as they wrote it. */
  message: string;
  /** The repair's page in the console. */
  link: string;
  /**
   * Set when this is the repair's first report rather than a later message: its urgency in words (e.g.
   * "Emergency") and its target, e.g. "3 December 2026, 14:00".
   */
  report?: { urgency: string; target: string };
};

const small = { color: '#4b5563', fontSize: 14 } as const;
const quote = {
  whiteSpace: 'pre-wrap',
  borderLeft: '4px solid #d1d5db',
  paddingLeft: 12,
  margin: '12px 0',
} as const;

/** The e-mail's React body. */
export function RepairMessageForTeam(props: RepairMessageForTeamProps) {
  const title = props.report
    ? `${props.customerName} reported a repair`
    : `${props.customerName} wrote about a repair`;
  return (
    <EmailLayout
      preview={title}
      title={title}
      reason="You are receiving this because you are in the Stairway team that works the repairs queue."
    >
      {props.report ? (
        <Text>
          {props.customerName} reported a repair ({props.category}) at {props.home}, marked “
          {props.report.urgency}”. Its target is {props.report.target}.
        </Text>
      ) : (
        <Text>
          {props.customerName} wrote on their repair ({props.category}) at {props.home}. It is “
          {props.statusLabel}”{props.overdue ? ' and past its target' : ''}.
        </Text>
      )}
      <Text style={quote}>{props.message}</Text>
      <EmailButton href={props.link}>Open the repair</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.link}. Your update there is
        e-mailed to the customer and shown on their repairs page.
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the team's e-mail about a customer's new repair or message on a repair.
 * @param props who wrote, the repair, the message (or the report's description), the console's link, and for a
 *   new report its urgency and target
 * @returns subject, HTML and plain-text parts
 */
export async function renderRepairMessageForTeam(props: RepairMessageForTeamProps): Promise<RenderedEmail> {
  const element = <RepairMessageForTeam {...props} />;
  return {
    subject: props.report
      ? `New repair (${props.report.urgency}) from ${props.customerName}: ${props.category}`
      : `Repair message from ${props.customerName}: ${props.category}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
