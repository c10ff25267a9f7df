/**
 * The review commands of `npm run ops` (ops-cli.ts): the lists of applications and homes waiting for a
 * decision, the decisions (ARCHITECTURE.md §4 "Review decisions"), and invite-customer.
 */
import { formatGBP } from '@stairway/domain/money';
import { createServices } from '../composition';
import { sandboxProvidersAllowed } from '../providers/verification-providers';
import { decideHome, listHomesInReview } from '../services/home-decisions';
import { inviteCustomer } from '../services/invitations';
import { decideApplicationAndNotify, listApplicationsInReview } from '../services/review-decisions';
import { parseInviteOptions } from './invite-options';
import { actorOf, type OpsCommand } from './ops-command';

/** list-applications: one line per application in review. */
const listApplicationsCommand: OpsCommand = async ({ database }) => {
  const applications = await listApplicationsInReview(database.db);
  if (applications.length === 0) console.log('No applications are waiting for a decision.');
  for (const a of applications) {
    console.log(
      `${a.applicationId}  ${a.email}  ${a.name}  budget ${formatGBP(a.budget)}  submitted ${a.submittedAt?.toISOString() ?? '-'}`,
    );
  }
};

/** approve-application and reject-application EMAIL_OR_ID: decides and e-mails the applicant. */
const decideApplicationCommand: OpsCommand = async ({ args, config, database }) => {
  const decision = args.command === 'approve-application' ? 'approved' : 'rejected';
  const services = await createServices(config, { database });
  const application = await decideApplicationAndNotify(services, {
    applicant: args.target ?? '',
    decision,
    actor: actorOf(args),
    note: args.option('note'),
    allowSandboxResults: sandboxProvidersAllowed(config),
    warn: (message) => console.warn(message),
  });
  console.log(`Application ${application.id} ${decision}.`);
};

/** invite-customer EMAIL …: records the customer and e-mails (and prints) their link. */
const inviteCustomerCommand: OpsCommand = async ({ args, config, database }) => {
  const invite = parseInviteOptions(args.target, args.option);
  if (!invite.ok) throw new Error(invite.problems.join('\n'));
  const services = await createServices(config, { database });
  const result = await inviteCustomer(services, { ...invite.value, actor: actorOf(args) });
  console.log(
    `${result.created ? 'Invited' : 'Sent a new invitation to'} ${invite.value.email} (user ${result.userId}).\nInvitation link: ${result.link}`,
  );
};

/** list-homes: one line per home submission in review. */
const listHomesCommand: OpsCommand = async ({ database }) => {
  const homes = await listHomesInReview(database.db);
  if (homes.length === 0) console.log('No homes are waiting for a decision.');
  for (const h of homes) {
    console.log(
      `${h.homeSubmissionId}  ${h.email}  ${h.name}  ${h.address}  ${h.askingPrice === null ? '-' : formatGBP(h.askingPrice)}  ${h.listingId ? `listing ${h.listingId}` : 'found elsewhere'}  submitted ${h.submittedAt?.toISOString() ?? '-'}`,
    );
  }
};

/** approve-home and reject-home ID: decides and e-mails the applicant. */
const decideHomeCommand: OpsCommand = async ({ args, config, database }) => {
  const services = await createServices(config, { database });
  const decision = args.command === 'approve-home' ? 'approved' : 'rejected';
  const home = await decideHome(services, {
    homeSubmissionId: args.target ?? '',
    decision,
    actor: actorOf(args),
    note: args.option('note'),
  });
  console.log(`Home ${home.id} ${decision}; the applicant has been e-mailed.`);
};

/** The review commands by name. */
export const reviewCommands: Record<string, OpsCommand> = {
  'list-applications': listApplicationsCommand,
  'approve-application': decideApplicationCommand,
  'reject-application': decideApplicationCommand,
  'invite-customer': inviteCustomerCommand,
  'list-homes': listHomesCommand,
  'approve-home': decideHomeCommand,
  'reject-home': decideHomeCommand,
};
