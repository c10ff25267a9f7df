/**
 * Pipeline viewers' accounts (spec §1 "Pipeline viewer: signs in with an e-mail and a password"; spec §6; spec
 * §7 checkPipelinePassword; decision 019). The Stairway team creates a viewer with
 * `npm run ops -- add-pipeline-viewer EMAIL`, which generates a password and prints it once for the operator to
 * pass on; running it again for the same address makes a new password and signs the viewer's sessions out.
 * A viewer's token names `pipelineViewerId`, lasts up to 8 hours, 1 hour without use (lib/tokens.ts
 * SESSION_LIFETIMES_SECONDS; decision 030) and reaches
 * only the pipeline's operations (scope `pipelineViewer`).
 */
import crypto from 'node:crypto';
import { type CheckPipelinePasswordParsed, PIPELINE_SIGN_IN_FAILED } from '@stairway/domain/pipeline';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import type { PipelineViewerRow } from '../db/rows';
import { auditLog, pipelineViewers } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { hashPassword, passwordMatches } from './passwords';
import { recordSignInFailure } from './sign-in-alerts';
import { setStaffAccountDisabled } from './staff-accounts';

/** Bytes of randomness in a generated password (shown as 24 base64url characters: 144 bits). */
const GENERATED_PASSWORD_BYTES = 18;

/** A hash to check against when the e-mail is unknown, so that both answers take as long. */
let decoyHash: Promise<string> | null = null;

/**
 * Creates a pipeline viewer, or gives an existing one a new password (which signs their sessions out), and
 * writes an audit-log row.
 * @param input the viewer's e-mail address (lower-cased here) and who ran the command
 * @returns the viewer's id, the generated password (shown once, never stored in the clear) and whether the
 *   viewer was created now
 */
export async function addPipelineViewer(db: Db, input: { email: string; actor: string }) {
  const email = input.email.trim().toLowerCase();
  const password = crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(pipelineViewers).where(eq(pipelineViewers.email, email));
    let id: string;
    if (existing) {
      await tx
        .update(pipelineViewers)
        .set({ passwordHash, sessionVersion: sql`${pipelineViewers.sessionVersion} + 1` })
        .where(eq(pipelineViewers.id, existing.id));
      id = existing.id;
    } else {
      const [created] = await tx.insert(pipelineViewers).values({ email, passwordHash }).returning();
      if (!created) throw new Error('The pipeline viewer was not created');
      id = created.id;
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: existing ? 'reset-pipeline-viewer-password' : 'add-pipeline-viewer',
      subjectId: id,
      details: { email },
    });
    return { id, email, password, created: !existing };
  });
}

/**
 * Makes sure of the pipeline viewer named by PIPELINE_VIEWER_EMAIL and PIPELINE_VIEWER_PASSWORD (config.ts):
 * creates it when missing, gives it the password when it differs (a new session version signs its sessions
 * out), and leaves it alone otherwise. Changes are audited with the actor `PIPELINE_VIEWER_EMAIL`.
 * @returns the e-mail address and what was done: `created`, `password-changed` or `unchanged`
 */
export async function ensurePipelineViewer(db: Db, input: { email: string; password: string }) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(pipelineViewers).where(eq(pipelineViewers.email, email));
  if (existing && (await passwordMatches(existing.passwordHash, input.password))) {
    return { email, change: 'unchanged' as const };
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    let id = existing?.id;
    if (id) {
      await tx
        .update(pipelineViewers)
        .set({ passwordHash, sessionVersion: sql`${pipelineViewers.sessionVersion} + 1` })
        .where(eq(pipelineViewers.id, id));
    } else {
      const [created] = await tx.insert(pipelineViewers).values({ email, passwordHash }).returning();
      id = created?.id;
    }
    await tx.insert(auditLog).values({
      actor: 'PIPELINE_VIEWER_EMAIL',
      action: existing ? 'reset-pipeline-viewer-password' : 'add-pipeline-viewer',
      subjectId: id ?? null,
      details: { email },
    });
    return { email, change: existing ? ('password-changed' as const) : ('created' as const) };
  });
}

/**
 * Checks a pipeline viewer's e-mail and password (spec §7 checkPipelinePassword) and signs them in.
 * @param data the parsed input (e-mail lower-cased)
 * @param ip the caller's IP address, for the rate limit
 * @returns the session token (8 hours)
 * @throws UNAUTHENTICATED (field `password`) for an unknown e-mail, a wrong password or a disabled account,
 *   never saying which; RATE_LIMITED "Too many…" only for a caller that has failed: after 5 failures for the
 *   address or 20 in all from its IP in 15 minutes, or while the address's wait runs. The right password from a
 *   caller without failures gets through; the viewer is e-mailed after 10 failures in 15 minutes
 */
export async function checkPipelinePassword(
  services: Pick<AppServices, 'db' | 'tokens' | 'rateLimits' | 'email' | 'logger' | 'config'>,
  data: CheckPipelinePasswordParsed,
  ip: string,
) {
  // Refuses only a caller that has failed; counts only failures (decision 045).
  await services.rateLimits.checkCredential('pipeline', data.email, ip);
  const [viewer] = await services.db
    .select()
    .from(pipelineViewers)
    .where(eq(pipelineViewers.email, data.email));
  decoyHash ??= hashPassword(crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url'));
  const ok = await passwordMatches(viewer?.passwordHash ?? (await decoyHash), data.password);
  // A disabled account gets the same answer as a wrong password (spec §8's one toast; decision 025).
  if (!viewer || !ok || viewer.disabledAt) {
    const owner = viewer && { id: viewer.id, email: viewer.email, account: 'pipelineViewer' as const };
    await recordSignInFailure(services, 'pipeline', data.email, ip, owner ?? undefined);
    throw new AppError('UNAUTHENTICATED', PIPELINE_SIGN_IN_FAILED, { field: 'password' });
  }
  await services.rateLimits.recordCredentialSuccess('pipeline', data.email, ip);
  await services.db
    .update(pipelineViewers)
    .set({ lastSignedInAt: new Date() })
    .where(eq(pipelineViewers.id, viewer.id));
  const token = await services.tokens.sign(
    { kind: 'pipelineViewer', pipelineViewerId: viewer.id },
    viewer.sessionVersion,
  );
  return { token };
}

/** Every pipeline viewer, by e-mail address (the operators' console). */
export function listPipelineViewers(db: Db): Promise<PipelineViewerRow[]> {
  return db.select().from(pipelineViewers).orderBy(asc(pipelineViewers.email));
}

/**
 * One pipeline viewer's account (the console's addPipelineViewer answers with it).
 * @param id the viewer's id (UUID)
 * @returns the viewer's row
 * @throws NOT_FOUND when no pipeline viewer has that id
 */
export async function getPipelineViewer(db: Db, id: string): Promise<PipelineViewerRow> {
  const [viewer] = await db.select().from(pipelineViewers).where(eq(pipelineViewers.id, id));
  if (!viewer) throw notFound('The pipeline viewer');
  return viewer;
}

/**
 * The pipeline viewer with an e-mail address (`npm run ops -- disable-pipeline-viewer EMAIL`).
 * @param email any case (addresses are stored lower-cased)
 * @returns the viewer's row
 * @throws NOT_FOUND when no pipeline viewer has that address
 */
export async function findPipelineViewerByEmail(db: Db, email: string): Promise<PipelineViewerRow> {
  const [viewer] = await db
    .select()
    .from(pipelineViewers)
    .where(eq(pipelineViewers.email, email.trim().toLowerCase()));
  if (!viewer) throw notFound('The pipeline viewer');
  return viewer;
}

/**
 * Disables or enables a pipeline viewer's account (decision 025) through the one staff-accounts change
 * (services/staff-accounts.ts), which writes an audit-log row (`disable-pipeline-viewer` or
 * `enable-pipeline-viewer`, with the state before and after). A disabled viewer's sign-ins get the usual failure
 * and their tokens are refused at once (lib/sessions.ts). The console (setPipelineViewerDisabled) and
 * `npm run ops -- disable-pipeline-viewer` / `enable-pipeline-viewer` both call it.
 * @param input the viewer's id, true to disable or false to enable, and who did it (an operator's e-mail, or
 *   the `npm run ops` actor)
 * @returns the viewer after the change (unchanged, and not audited, when already in that state)
 * @throws NOT_FOUND for an unknown viewer
 */
export function setPipelineViewerDisabled(
  db: Db,
  input: { pipelineViewerId: string; disabled: boolean; actor: string },
): Promise<PipelineViewerRow> {
  return setStaffAccountDisabled(db, 'pipelineViewer', {
    id: input.pipelineViewerId,
    disabled: input.disabled,
    actor: input.actor,
  });
}
