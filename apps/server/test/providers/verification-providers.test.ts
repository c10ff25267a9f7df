/**
 * Starting in production with the real providers: with Onfido and Plaid configured, NODE_ENV=production
 * starts without ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION; with the sandboxes and without the override it still
 * refuses, saying why; a partial Onfido or Plaid configuration, or a bad OPEN_BANKING_ENCRYPTION_KEY, is
 * refused with a message naming the variable (provider-config.ts, loadConfig).
 *
 * The first and second cases start the real server (apps/server/src/main.ts) as a child process, as a
 * deployment does; the others check the configuration and the provider choice directly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Logger } from '../../src/lib/logger';
import type { SandboxStore } from '../../src/providers/sandbox/sandbox-store';
import {
  assertVerificationProvidersAllowed,
  createVerificationProviders,
  SANDBOX_IN_PRODUCTION_REFUSAL,
} from '../../src/providers/verification-providers';
import { freePort } from '../contracts/prism';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const base = {
  DATA_DIR: path.join(os.tmpdir(), 'stairway-unused'),
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  APP_URL: 'https://stairway.example.com',
};
const onfido = {
  ONFIDO_API_TOKEN: 'api_live.not_a_real_token',
  ONFIDO_WEBHOOK_TOKEN: 'onfido-webhook-token-0123456789',
  ONFIDO_WORKFLOW_ID: '2d5f2a8e-4b0c-4a57-9d3f-2c1e6f1a9b10',
};
const plaid = {
  PLAID_CLIENT_ID: 'plaid-client-id',
  PLAID_SECRET: 'plaid-secret',
  PLAID_ENV: 'production',
  OPEN_BANKING_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

/** The message loadConfig throws for an environment, or null when it is valid. */
function configError(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A logger that keeps its warnings. */
function keepingLogger() {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
  return { logger, warnings };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

/**
 * Starts main.ts with an environment (nothing of this process's, but PATH and HOME) and waits until it
 * answers /readyz or exits.
 * @returns "ready", or the exit code and everything it printed
 */
async function startServer(
  env: Record<string, string>,
): Promise<{ outcome: 'ready' | number; output: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-production-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) return;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const outcome = await Promise.race([exited, ready.then(() => 'ready' as const)]);
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { outcome, output };
}

/** What production needs besides the identity and open-banking providers, for a start of the real server. */
const productionBesides = {
  NODE_ENV: 'production',
  APP_URL: 'https://stairway.example.com',
  // E-mail to the outbox, not an SMTP server this test does not have (a demonstration switch of e-mail only).
  ALLOW_OUTBOX_IN_PRODUCTION: 'true',
  // The waitlist fee's sandbox checkout is refused in production without the override too
  // (payment-providers.ts): a Stripe key that reaches no Stripe (nothing is paid here) keeps the override off.
  STRIPE_SECRET_KEY: 'sk_test_placeholder_no_payment_in_this_test',
};

describe('the production start', () => {
  it('with Onfido and Plaid configured, starts without ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION', async () => {
    const { outcome, output } = await startServer({ ...productionBesides, ...onfido, ...plaid });
    expect(outcome, output).toBe('ready');
    expect(output).not.toContain('Refusing to start');
    expect(output).not.toContain('ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true');
  }, 180_000);

  it('with the sandbox providers and without the override, refuses to start and says why', async () => {
    const { outcome, output } = await startServer({ ...productionBesides });
    expect(outcome).toBe(1);
    expect(output).toContain(SANDBOX_IN_PRODUCTION_REFUSAL);
  }, 120_000);
});

describe('the providers production may use', () => {
  const store = {} as SandboxStore;

  it('with both configured, identity is Onfido and open banking Plaid, and nothing warns of a sandbox', () => {
    const { logger, warnings } = keepingLogger();
    const config = loadConfig({ ...base, ...onfido, ...plaid, NODE_ENV: 'production' });
    expect(() => assertVerificationProvidersAllowed(config)).not.toThrow();
    const providers = createVerificationProviders(config, { store, logger });
    expect(providers.identity.kind).toBe('onfido');
    expect(providers.openBanking.kind).toBe('plaid');
    expect(warnings.join('\n')).not.toMatch(/sandbox providers/);
  });

  it('refuses production while either is still the sandbox, unless the demonstration override is set', () => {
    for (const env of [{}, onfido, plaid]) {
      expect(() =>
        assertVerificationProvidersAllowed(loadConfig({ ...base, ...env, NODE_ENV: 'production' })),
      ).toThrow(SANDBOX_IN_PRODUCTION_REFUSAL);
    }
    const { logger, warnings } = keepingLogger();
    const demo = loadConfig({
      ...base,
      ...onfido,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    });
    expect(createVerificationProviders(demo, { store, logger }).openBanking.kind).toBe('sandbox');
    expect(warnings.join('\n')).toMatch(/open banking use the sandbox/);
  });

  it('outside production the sandboxes run without the override', () => {
    const { logger } = keepingLogger();
    const providers = createVerificationProviders(loadConfig({ ...base, NODE_ENV: 'development' }), {
      store,
      logger,
    });
    expect(providers.identity.kind).toBe('sandbox');
    expect(providers.openBanking.kind).toBe('sandbox');
  });
});

describe('a partial or bad provider configuration is refused, naming the variable', () => {
  it('Onfido without one of its variables', () => {
    for (const missing of Object.keys(onfido)) {
      const env = { ...base, ...onfido };
      delete env[missing as keyof typeof env];
      const message = configError(env);
      expect(message, missing).toContain(`${missing} is not set but other Onfido variables are`);
    }
  });

  it('Plaid without one of its variables (the encryption key included)', () => {
    for (const missing of ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'OPEN_BANKING_ENCRYPTION_KEY']) {
      const env: Record<string, string> = { ...base, ...plaid };
      delete env[missing];
      expect(configError(env), missing).toContain(`${missing} is not set but other Plaid variables are`);
    }
  });

  it('a bad OPEN_BANKING_ENCRYPTION_KEY: not 32 bytes of base64', () => {
    for (const key of [randomBytes(16).toString('base64'), 'not a key', randomBytes(48).toString('base64')]) {
      expect(configError({ ...base, ...plaid, OPEN_BANKING_ENCRYPTION_KEY: key })).toContain(
        'OPEN_BANKING_ENCRYPTION_KEY must be 32 bytes in base64',
      );
    }
    expect(configError({ ...base, ...plaid })).toBeNull();
  });

  it('values of the wrong shape: token, workflow id, region, Plaid environment, URLs', () => {
    expect(configError({ ...base, ...onfido, ONFIDO_API_TOKEN: 'sk_live_123' })).toContain(
      'ONFIDO_API_TOKEN must be an Onfido API token',
    );
    expect(configError({ ...base, ...onfido, ONFIDO_WORKFLOW_ID: 'my-workflow' })).toContain(
      'ONFIDO_WORKFLOW_ID must be the UUID of an Onfido Studio workflow',
    );
    expect(configError({ ...base, ...onfido, ONFIDO_REGION: 'uk' })).toContain(
      'ONFIDO_REGION must be eu, us or ca',
    );
    expect(configError({ ...base, ...plaid, PLAID_ENV: 'development' })).toContain(
      'PLAID_ENV must be sandbox or production',
    );
    expect(configError({ ...base, ...plaid, PLAID_API_URL: 'not a url' })).toContain(
      'PLAID_API_URL must be a URL',
    );
    expect(configError({ ...base, ...onfido, ONFIDO_API_URL: 'not a url' })).toContain(
      'ONFIDO_API_URL must be a URL',
    );
  });
});
