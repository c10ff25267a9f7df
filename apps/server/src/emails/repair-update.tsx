/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail sent to the applicant (and a joined co-applicant) when a repair is reported and at every
 * operator's update of it (services/repairs/repair-emails.ts): the repair, where it stands, the target, a booked
 * visit, who pays (and why, when the update changed it) and the team's message.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

/** Props of the repair e-mail. */
export type RepairUpdateProps = {
  firstName: string;
  /** What the repair is, e.g. "Boiler, heating and hot water". */
  category: string;
  /** The status as people read it, e.g. "Visit booked". */
  statusLabel: string;
  /** True for the e-mail confirming a new report. */
  reported: boolean;
  /** True when the update moved the repair to another status (false: a message, a visit or who pays only). */
  statusChanged: boolean;
  /** The target in words, e.g. "within 7 days, by 8 December 2026, 10:00". */
  target: string;
  /** The booked visit's day in words; null when none. */
  visit: string | null;
  /** Who pays, in the customer's words. */
  payer: string;
  /** Why who pays changed, when this update changed it; null otherwise. */
  payerReason: string | null;
  /** The team's message; null when none. */
  message: string | null;
  /** Their repairs page. */
  link: string;
};

/** The e-mail's title: the report, a new status, or an update that kept the status. */
function titleOf(props: Pick<RepairUpdateProps, 'reported' | 'statusChanged' | 'statusLabel'>): string {
  if (props.reported) return 'We have your repair request';
  return props.statusChanged ? `Your repair: ${props.statusLabel}` : 'An update on your repair';
}

/** The repair e-mail's React body. */
export function RepairUpdate(props: RepairUpdateProps) {
  const title = titleOf(props);
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.reported
          ? `Thank you for reporting a repair (${props.category}). We aim to fix it ${props.target}.`
          : props.statusChanged
            ? `Your repair (${props.category}) is now “${props.statusLabel}”.`
            : `There is an update on your repair (${props.category}). It is still “${props.statusLabel}”.`}
      </Text>
      {props.visit && <Text>Visit booked for {props.visit}.</Text>}
      {props.message && <Text>Message from Stairway: {props.message}</Text>}
      <Text>{props.payer}</Text>
      {props.payerReason && <Text>Why who pays changed: {props.payerReason}</Text>}
      <EmailButton href={props.link}>See your repairs</EmailButton>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the repair e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderRepairUpdate(props: RepairUpdateProps) {
  const element = <RepairUpdate {...props} />;
  return {
    subject: props.reported
      ? 'Stairway: we have your repair request'
      : props.statusChanged
        ? `Stairway: your repair is ${props.statusLabel.toLowerCase()}`
        : 'Stairway: an update on your repair',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
