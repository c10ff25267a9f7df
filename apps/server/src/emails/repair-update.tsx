/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail sent to the applicant (and a joined co-applicant) when a repair is reported and at every
 * operator's update of it (services/repairs/repair-emails.ts): the repair, where it stands, the target, a booked
 * visit, who pays and the team's message.
 */
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
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
  /** The target in words, e.g. "within 7 days, by 8 December 2026, 10:00". */
  target: string;
  /** The booked visit's day in words; null when none. */
  visit: string | null;
  /** Who pays, in the customer's words. */
  payer: string;
  /** The team's message; null when none. */
  message: string | null;
  /** Their repairs page. */
  link: string;
};

/** The repair e-mail's React body. */
export function RepairUpdate(props: RepairUpdateProps) {
  const title = props.reported ? 'We have your repair request' : `Your repair: ${props.statusLabel}`;
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.reported
          ? `Thank you for reporting a repair (${props.category}). We aim to fix it ${props.target}.`
          : `Your repair (${props.category}) is now “${props.statusLabel}”.`}
      </Text>
      {props.visit && <Text>Visit booked for {props.visit}.</Text>}
      {props.message && <Text>Message from Stairway: {props.message}</Text>}
      <Text>{props.payer}</Text>
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
      : `Stairway: your repair is ${props.statusLabel.toLowerCase()}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
