/**
 * The load benchmark's mix (load.ts, also sent by the cluster benchmark): the web app's own operations, each
 * operation's share, the busiest districts its searches ask for, and sending one request of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type DocumentNode, print } from 'graphql';
import { repoRoot } from '../../src/config';
import {
  type Applicant,
  BENCH_PASSWORD,
  busiestDemoDistricts,
  type CallResult,
  dataOf,
  gql,
  succeeded,
} from '../server-process';

/** The 30 busiest demo districts, busiest first: the mix's searches ask for 1 to 3 of them in a row. */
export const districts = busiestDemoDistricts(30);

/**
 * The web app's operations, as it sends them (printed from the documents codegen made, which it runs when they
 * are missing). Exported for the cluster benchmark (cluster.ts), which sends the same mix.
 * @returns each operation of the mix's text, by name
 * @throws Error when codegen fails or an operation is missing
 */
export async function webDocuments() {
  const file = path.join(repoRoot, 'apps/web/src/gql/graphql.ts');
  if (!fs.existsSync(file)) {
    console.log('Making the web app’s GraphQL documents (npm run codegen -w @stairway/web)…');
    const codegen = spawnSync('npm', ['run', 'codegen', '-w', '@stairway/web'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (codegen.status !== 0)
      throw new Error('npm run codegen -w @stairway/web failed: run it alone to see why');
  }
  const documents = (await import(pathToFileURL(file).href)) as Record<string, DocumentNode>;
  const text = (name: string) => {
    const document = documents[`${name}Document`];
    if (!document) throw new Error(`The web app has no ${name} operation (apps/web/src/gql/graphql.ts)`);
    return print(document);
  };
  return {
    signIn: text('SignIn'),
    me: text('Me'),
    getHomesSelection: text('GetHomesSelection'),
    getFavourites: text('GetFavourites'),
    addFavourite: text('AddFavourite'),
    removeFavourite: text('RemoveFavourite'),
    updateApplication: text('UpdateApplication'),
  };
}

/** The web app's operations that the mix sends, by name. */
export type WebDocuments = Awaited<ReturnType<typeof webDocuments>>;

/** The name of an operation of the mix, e.g. `getHomesSelection`. */
export type OperationName = keyof WebDocuments;

/**
 * The mix: each operation's share of the requests, percent. BENCH_LOAD_MIX replaces it to study one part,
 * e.g. `me:100` or `me:50,getHomesSelection:50`.
 */
export const MIX: Array<[OperationName, number]> = process.env.BENCH_LOAD_MIX
  ? process.env.BENCH_LOAD_MIX.split(',').map((item) => {
      const [name, share] = item.split(':');
      return [name as OperationName, Number(share)];
    })
  : [
      ['signIn', 2],
      ['me', 30],
      ['getHomesSelection', 28],
      ['getFavourites', 10],
      ['addFavourite', 10],
      ['removeFavourite', 10],
      ['updateApplication', 10],
    ];

/** A simulated applicant's state during the load: the saved homes it knows of, for removeFavourite. */
export type Simulated = Applicant & { favourites: Set<string> };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A weighted choice from MIX. */
function pickOperation(): OperationName {
  let roll = Math.random() * 100;
  for (const [name, share] of MIX) {
    roll -= share;
    if (roll < 0) return name;
  }
  return MIX[0]?.[0] ?? 'me';
}

/**
 * Sends one request of the mix for a random applicant (exported for cluster.ts, which sends it through a load
 * balancer).
 * @param url the server's (or the load balancer's) base URL
 * @param documents the web app's operations (webDocuments)
 * @param applicants the signed-in applicants to pick from (their token and favourites are updated)
 * @param listingIds the homes addFavourite picks from (mixListingIds)
 * @param only the operation to send instead of one picked from the mix
 * @returns the operation and its result
 */
export async function sendOne(
  url: string,
  documents: WebDocuments,
  applicants: Simulated[],
  listingIds: string[],
  only?: OperationName,
): Promise<{ name: OperationName; result: CallResult }> {
  const name = only ?? pickOperation();
  const applicant = pick(applicants);
  const options = { token: applicant.token, ip: applicant.ip };
  let result: CallResult;
  switch (name) {
    case 'signIn': {
      result = await gql(
        url,
        documents.signIn,
        { input: { email: applicant.email, password: BENCH_PASSWORD } },
        { ip: applicant.ip },
      );
      const token = (result.body?.data?.signIn as { token?: string } | undefined)?.token;
      if (token) applicant.token = token;
      break;
    }
    case 'getHomesSelection': {
      const count = 1 + Math.floor(Math.random() * 3);
      const start = Math.floor(Math.random() * (districts.length - count));
      result = await gql(
        url,
        documents.getHomesSelection,
        { input: { postcodes: districts.slice(start, start + count) } },
        options,
      );
      break;
    }
    case 'addFavourite': {
      const id = pick(listingIds);
      result = await gql(url, documents.addFavourite, { input: { rentCompId: id } }, options);
      if (succeeded(result)) applicant.favourites.add(id);
      break;
    }
    case 'removeFavourite': {
      const saved = [...applicant.favourites];
      const id = saved.length ? pick(saved) : pick(listingIds);
      applicant.favourites.delete(id);
      result = await gql(url, documents.removeFavourite, { input: { rentCompId: id } }, options);
      break;
    }
    case 'updateApplication':
      result = await gql(
        url,
        documents.updateApplication,
        { input: { cardBalance: Math.floor(Math.random() * 3000) } },
        options,
      );
      break;
    default:
      result = await gql(url, documents[name], {}, options);
  }
  return { name, result };
}

/**
 * The homes the mix saves and removes: those of the 30 busiest demo districts, asked for with
 * getHomesSelection. Exported for cluster.ts.
 * @param url the server's (or the load balancer's) base URL
 * @param documents the web app's operations (webDocuments)
 * @param token an applicant's session token
 * @returns the listing ids
 * @throws Error describing the answer when a search fails
 */
export async function mixListingIds(
  url: string,
  documents: WebDocuments,
  token: string | undefined,
): Promise<string[]> {
  const listingIds: string[] = [];
  for (let i = 0; i < districts.length; i += 10) {
    const homes = await gql(
      url,
      documents.getHomesSelection,
      { input: { postcodes: districts.slice(i, i + 10) } },
      { token },
    );
    const data = dataOf<{ getHomesSelection: { listings: Array<{ id: string }> } }>(homes);
    listingIds.push(...data.getHomesSelection.listings.map((l) => l.id));
  }
  return listingIds;
}
