/**
 * Where the time of one getHomesSelection request goes, for `npm run bench` (run.ts): the service alone with
 * and without its memory, GraphQL execution (plain and compiled), JSON, and the whole request.
 */
import { execute, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { type AppServices, createContext } from '../../src/context';
import { createDistrictHomesCache } from '../../src/lib/district-homes-cache';
import { schema } from '../../src/schema/index';
import { getHomesSelection } from '../../src/services/homes';
import { HOMES_QUERY, type InProcessCall, type ScenarioResult } from './in-process';
import { say, time } from './settings';

/**
 * Times each part of a getHomesSelection request for the 3 busiest districts and prints them (p50 ms).
 * @param services the bench's services (its district memory is swapped for a moment, then put back)
 * @param call sends an operation in-process
 * @param token the bench applicant's session token
 * @param three the 3 busiest districts
 * @param whole the whole in-process request's figures for them
 * @returns each part's p50, p95 and longest, milliseconds
 * @throws Error when graphql-jit cannot compile the query
 */
export async function measureBreakdown(
  services: AppServices,
  call: InProcessCall,
  token: string,
  three: string[],
  whole: ScenarioResult | undefined,
) {
  const db = services.db;
  const query = HOMES_QUERY;
  // The service alone: with nothing kept (as the first request for these districts after an import: the build's
  // number, then the districts' rows of district_homes, decoded), and with them kept (the build's number only).
  const sqlOnly = await time(() => getHomesSelection(db, three));
  const keptOnly = await time(() => getHomesSelection(db, three, services.districtHomesCache));
  const document = parse(query);
  const request = new Request('http://localhost/api', { headers: { authorization: `Bearer ${token}` } });
  const executeOnly = await time(async () => {
    const contextValue = await createContext(services, request);
    return execute({ schema, document, contextValue, variableValues: { input: { postcodes: three } } });
  });
  // /api runs getHomesSelection compiled (graphql-jit, src/yoga.ts compiledHomeLists): the same, compiled once.
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled))
    throw new Error(`graphql-jit could not compile: ${JSON.stringify(compiled)}`);
  const compiledOnly = await time(async () => {
    const contextValue = await createContext(services, request);
    return compiled.query(undefined, contextValue, { input: { postcodes: three } });
  });
  // The whole request again with nothing kept: a memory that keeps nothing in place of the server's.
  const kept = services.districtHomesCache;
  services.districtHomesCache = createDistrictHomesCache(0);
  const wholeCold = await time(() => call(query, { input: { postcodes: three } }, token));
  services.districtHomesCache = kept;
  const body = JSON.stringify(
    await execute({
      schema,
      document,
      contextValue: await createContext(services, request),
      variableValues: { input: { postcodes: three } },
    }),
  );
  const stringify = await time(async () => JSON.stringify(JSON.parse(body)));
  say();
  say('Where the time goes (3 busiest districts, p50 ms):');
  say();
  say(
    `- the service with nothing kept, as the first request for these districts after an import (two queries: the read model's build, then its districts' rows of district_homes, decoded): ${sqlOnly.p50} (p95 ${sqlOnly.p95})`,
  );
  say(
    `- the service with the districts kept in memory for the current build (decision 035; one query, the build's number), as every in-process and HTTP figure here measures: ${keptOnly.p50} (p95 ${keptOnly.p95})`,
  );
  say(
    `- context (token, session check) + GraphQL execution, no HTTP: ${executeOnly.p50} (p95 ${executeOnly.p95})`,
  );
  say(`- the same, compiled by graphql-jit as /api runs it: ${compiledOnly.p50} (p95 ${compiledOnly.p95})`);
  say(`- JSON parse + serialise of the ${(body.length / 1024).toFixed(0)} KB answer: ${stringify.p50}`);
  say(`- the whole in-process request: ${whole?.p50} (p95 ${whole?.p95})`);
  say(
    `- the whole in-process request with nothing kept (every request reads district_homes): ${wholeCold.p50} (p95 ${wholeCold.p95})`,
  );

  return { sqlOnly, keptOnly, executeOnly, stringify, wholeCold };
}
