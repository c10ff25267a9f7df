/**
 * The "Your data" download (decision 050): `requestDataExport` gives the signed-in person a link that
 * works for {@link DATA_EXPORT_LINK_TTL_SECONDS} and only while their session does (it carries the account's
 * session version, so signing out or deleting the account ends it), and GET {@link DATA_EXPORT_PATH}?token=…
 * streams a ZIP (fflate): the person's files first (documents and photos, stored as they are), then
 * `your-data.json` (services/account-data.ts), which names each file's path in the ZIP, or says it is missing.
 * The token is an HMAC (lib/signing.ts) of the account's kind, id, session version and expiry, with a key of
 * its own derived from the server's secret; it is sent in the query string, which the request log leaves out.
 */

import { eq } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import { coApplicants, landlords, operators, pipelineViewers, users } from '../db/schema';
import { notFound } from '../lib/app-error';
import { actorIdOf } from '../lib/sessions';
import { deriveKey, sign, verifySignature } from '../lib/signing';
import { ACTOR_ID_CLAIMS, type Actor, type ActorKind, resolveJwtSecret } from '../lib/tokens';
import { collectAccountData } from './account-data';

/** The download route's path (app.ts). */
export const DATA_EXPORT_PATH = '/your-data/export';

/** How long a download link works: 5 minutes (long enough to start it, short enough not to be shared). */
export const DATA_EXPORT_LINK_TTL_SECONDS = 5 * 60;

/** The ZIP's JSON file. */
export const DATA_EXPORT_JSON = 'your-data.json';

/** Each kind's account table. */
const ACCOUNT_TABLES = {
  applicant: users,
  coApplicant: coApplicants,
  landlord: landlords,
  pipelineViewer: pipelineViewers,
  operator: operators,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An account's current session version.
 * @returns null when there is no such account, or it is disabled (an operator or pipeline viewer)
 */
async function sessionVersionOf(db: Db, kind: ActorKind, id: string): Promise<number | null> {
  if (!UUID.test(id)) return null;
  const table = ACCOUNT_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row || ('disabledAt' in row && row.disabledAt)) return null;
  return row.sessionVersion;
}

/** The signing key, derived once per configuration. */
const keys = new WeakMap<object, Buffer>();
function keyFor(config: AppServices['config']): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR), 'stairway/data-export');
    keys.set(config, key);
  }
  return key;
}

/** A download link for the signed-in person, with when it stops working. */
export type DataExportLink = { url: string; expiresAt: Date; fileName: string };

/**
 * Makes a download link for the signed-in person's data.
 * @param services the configuration (APP_URL, the secret) and the database (the session version)
 * @param actor the signed-in person
 * @returns an absolute URL on APP_URL, its expiry ({@link DATA_EXPORT_LINK_TTL_SECONDS}) and the ZIP's name
 * @throws NOT_FOUND when the account no longer exists
 */
export async function createDataExportLink(
  services: Pick<AppServices, 'config' | 'db'>,
  actor: Actor,
): Promise<DataExportLink> {
  const version = await sessionVersionOf(services.db, actor.kind, actorIdOf(actor));
  if (version === null) throw notFound('Your account');
  const expiresAt = new Date(Date.now() + DATA_EXPORT_LINK_TTL_SECONDS * 1000);
  const message = `${actor.kind}.${actorIdOf(actor)}.${version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const token = `${message}.${sign(keyFor(services.config), message)}`;
  const url = new URL(DATA_EXPORT_PATH, services.config.appUrl);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt, fileName: exportFileName() };
}

/** The ZIP's name: stairway-your-data-YYYY-MM-DD.zip. */
function exportFileName(): string {
  return `stairway-your-data-${new Date().toISOString().slice(0, 10)}.zip`;
}

/**
 * Reads a download token: signed by this server, unexpired, and of the account's current session version.
 * @returns the person it names, or null when it is not valid (any reason: the answer does not say which)
 */
export async function readDataExportToken(
  services: Pick<AppServices, 'config' | 'db'>,
  token: string,
): Promise<Actor | null> {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [kind, id, version, expiry, signature] = parts as [string, string, string, string, string];
  if (!Object.hasOwn(ACCOUNT_TABLES, kind)) return null;
  if (!verifySignature(keyFor(services.config), parts.slice(0, 4).join('.'), signature)) return null;
  if (Number(expiry) * 1000 < Date.now()) return null;
  const current = await sessionVersionOf(services.db, kind as ActorKind, id);
  if (current === null || String(current) !== version) return null;
  return { kind, [ACTOR_ID_CLAIMS[kind as ActorKind]]: id } as Actor;
}

/**
 * The ZIP of a person's data as a stream: each stored file (read one at a time), then the JSON document.
 * @param services the database and the store
 * @param actor whose data
 * @returns a stream of the ZIP's bytes
 */
export async function dataExportStream(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  actor: Actor,
): Promise<ReadableStream<Uint8Array>> {
  const { data, files } = await collectAccountData(services.db, actor);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      void (async () => {
        const missing: string[] = [];
        for (const file of files) {
          const bytes = await services.storage.read(file.key).catch((error: unknown) => {
            services.logger.warn({ err: error }, 'a file of a data export could not be read');
            return null;
          });
          if (!bytes) {
            missing.push(file.path);
            continue;
          }
          // Photos and PDFs are compressed already: stored as they are.
          const entry = new ZipPassThrough(file.path);
          zip.add(entry);
          entry.push(bytes, true);
        }
        const json = new ZipDeflate(DATA_EXPORT_JSON, { level: 6 });
        zip.add(json);
        const document = { ...data, filesMissingFromStorage: missing };
        json.push(new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`), true);
        zip.end();
      })().catch((error: unknown) => controller.error(error));
    },
  });
}

/**
 * Answers GET {@link DATA_EXPORT_PATH}?token=…: the ZIP as an attachment, never cached; 403 with a short
 * message for a link that is not valid, has expired or belongs to a session that has ended.
 * @param services the shared services
 * @param request the request
 */
export async function serveDataExport(services: AppServices, request: Request): Promise<Response> {
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const actor = await readDataExportToken(services, token);
  if (!actor) {
    return new Response(
      'This download link has expired or is not valid. Go back to Stairway and ask for your data again.',
      { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } },
    );
  }
  return new Response(await dataExportStream(services, actor), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'no-store',
    },
  });
}
