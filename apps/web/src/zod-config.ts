/**
 * zod's global configuration for the browser, set before any schema exists.
 *
 * The Content-Security-Policy allows no eval (apps/server/src/lib/http-security.ts), so zod must validate
 * without compiling parsers with `new Function`, and must not even probe for it (the browser reports the probe
 * as a violation). zod reads `jitless` when a schema is created, and the domain's schemas are created when
 * their module is evaluated, so the setting has to be in place before zod's chunk runs. zod keeps its global
 * configuration on `globalThis.__zod_globalConfig` and adopts an object already there (zod/v4/core/core.js),
 * so this module sets it without importing zod: importing zod here would pull zod and the domain's schemas
 * into the first load and evaluate them before this line. e2e/tests/security-headers.spec.ts fails if the
 * probe comes back.
 */
declare global {
  // eslint-disable-next-line no-var
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
