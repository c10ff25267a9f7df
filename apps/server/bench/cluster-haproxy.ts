/**
 * HAProxy for the cluster benchmark (cluster.ts): the local stack's configuration (deploy/haproxy/haproxy.cfg,
 * the one compose.yaml runs) with only what ties it to Docker replaced, so that the benchmark measures the
 * balancing, health checks, `retries` and `option redispatch` that are deployed. Debian's `haproxy` package
 * runs it in the foreground as a child process; its runtime API (a Unix socket) reports each server's state and
 * turns servers on; its request log says which server answered each request and how each one ended.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { freePort, sleep, tail } from './server-process';

/** The local stack's HAProxy configuration, which the benchmark's is made from. */
export const deployedConfigFile = path.join(repoRoot, 'deploy/haproxy/haproxy.cfg');

/** A server of the benchmark's backend: its name in HAProxy (app1, …), its port on 127.0.0.1, and whether it starts in service. */
export type BackendServer = { name: string; port: number; enabled: boolean };

/**
 * The benchmark's configuration: deploy/haproxy/haproxy.cfg with Docker's resolvers section (and its comment) and the servers'
 * `init-addr … resolvers docker` left out, the frontend bound to 127.0.0.1, the runtime API socket added to
 * `global`, and the servers on 127.0.0.1 (those not enabled start in maintenance, `disabled`). Everything else
 * (round robin, `option httpchk GET /readyz`, the check interval, fall and rise, timeouts, `retries`,
 * `option redispatch`) is the deployed file's.
 * @param options.port the frontend's port
 * @param options.socket the runtime API socket's path
 * @param options.servers the backend's servers
 * @returns the configuration's text
 * @throws Error when the deployed file no longer has the lines this replaces
 */
export function benchHaproxyConfig(options: {
  port: number;
  socket: string;
  servers: BackendServer[];
}): string {
  let text = fs.readFileSync(deployedConfigFile, 'utf8');
  const replace = (pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(text))
      throw new Error(`${deployedConfigFile} has no ${what}: update cluster-haproxy.ts`);
    text = text.replace(pattern, by);
  };
  replace(/^(?:#.*\n)*resolvers docker\n(?:[ \t]+.*\n)*\n?/m, '', 'resolvers docker section');
  replace(/^global\n/m, `global\n  stats socket ${options.socket} mode 600 level admin\n`, 'global section');
  replace(/^([ \t]+)bind \S+$/m, `$1bind 127.0.0.1:${options.port}`, 'bind line');
  replace(/^([ \t]+default-server .*?)\s+init-addr\s+\S+/m, '$1', 'default-server init-addr');
  replace(/^([ \t]+default-server .*?)\s+resolvers\s+docker/m, '$1', 'default-server resolvers');
  replace(/^[ \t]+server \S+ \S+ check.*\n/gm, '', 'server lines');
  const servers = options.servers
    .map((s) => `  server ${s.name} 127.0.0.1:${s.port} check${s.enabled ? '' : ' disabled'}\n`)
    .join('');
  replace(/^([ \t]+default-server .*\n)/m, `$1${servers}`, 'default-server line');
  return text;
}

/** One server's state in HAProxy's statistics. */
export type ServerState = {
  /** UP, DOWN, MAINT, and transitions such as `UP 1/2` or `DOWN 1/2`. */
  status: string;
  /** Requests being answered on it now (HAProxy's `scur`: current sessions). */
  current: number;
  /** Connection retries and redispatches to another server since HAProxy started (`wretr`, `wredis`). */
  retries: number;
  redispatches: number;
  /** Requests whose server connection failed (`econ`), whose answer failed (`eresp`), or that the server aborted (`srv_abrt`). */
  connectionErrors: number;
  responseErrors: number;
  serverAborts: number;
};

/** HAProxy running as a child process. */
export type Balancer = {
  pid: number;
  /** The frontend's base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Where its request log and messages go. */
  logFile: string;
  /** Sends a runtime API command (e.g. `set server app/app2 state ready`). @returns the answer's text */
  command: (line: string) => Promise<string>;
  /** Each backend server's state, by name. */
  servers: () => Promise<Map<string, ServerState>>;
  /**
   * Waits until HAProxy reports a server as `status` (e.g. `UP` after `rise` good checks).
   * @returns milliseconds waited
   * @throws Error after `timeoutMs` (default 30 s)
   */
  waitFor: (name: string, status: string, timeoutMs?: number) => Promise<number>;
  /** Stops it (SIGTERM, SIGKILL after 5 s). */
  stop: () => Promise<void>;
};

/**
 * Starts `haproxy -db -f` on the benchmark's configuration in `dir` and waits until its frontend accepts
 * connections.
 * @param options.dir a folder of its own (configuration, socket, log)
 * @param options.servers the backend's servers
 * @returns the running balancer
 * @throws Error when HAProxy is not installed, refuses the configuration or does not start
 */
export async function startBalancer(options: { dir: string; servers: BackendServer[] }): Promise<Balancer> {
  const version = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error('haproxy is not installed (Debian: apt-get install haproxy)');
  const port = await freePort();
  const socket = path.join(options.dir, 'haproxy.sock');
  const configFile = path.join(options.dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, benchHaproxyConfig({ port, socket, servers: options.servers }));
  const checked = spawnSync('haproxy', ['-c', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy -c: ${checked.stderr || checked.stdout}`);
  const logFile = path.join(options.dir, 'haproxy.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  if (child.pid === undefined) throw new Error('haproxy did not start');
  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = net.createConnection({ path: socket });
      let answer = '';
      connection.setEncoding('utf8');
      connection.on('data', (chunk) => {
        answer += chunk;
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.write(`${line}\n`);
    });
  const servers = async () => {
    const [header, ...rows] = (await command('show stat')).trim().split('\n');
    const names = (header ?? '').replace(/^# /, '').split(',');
    const column = (row: string[], name: string) => row[names.indexOf(name)] ?? '';
    const states = new Map<string, ServerState>();
    for (const row of rows.map((r) => r.split(','))) {
      if (column(row, 'pxname') !== 'app' || ['FRONTEND', 'BACKEND'].includes(column(row, 'svname')))
        continue;
      states.set(column(row, 'svname'), {
        status: column(row, 'status'),
        current: Number(column(row, 'scur')),
        retries: Number(column(row, 'wretr')),
        redispatches: Number(column(row, 'wredis')),
        connectionErrors: Number(column(row, 'econ')),
        responseErrors: Number(column(row, 'eresp')),
        serverAborts: Number(column(row, 'srv_abrt')),
      });
    }
    return states;
  };
  const balancer: Balancer = {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    logFile,
    command,
    servers,
    async waitFor(name, status, timeoutMs = 30_000) {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        const state = (await servers()).get(name);
        if (state?.status === status) return performance.now() - started;
        await sleep(100);
      }
      throw new Error(`HAProxy did not report ${name} ${status} within ${timeoutMs / 1000} s`);
    },
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`haproxy exited while starting:\n${tail(logFile)}`);
    const listening = await new Promise<boolean>((resolve) => {
      const probe = net.createConnection({ host: '127.0.0.1', port }, () => {
        probe.destroy();
        resolve(fs.existsSync(socket));
      });
      probe.on('error', () => resolve(false));
    });
    if (listening) return balancer;
    await sleep(100);
  }
  await balancer.stop();
  throw new Error(`haproxy did not listen within 10 s:\n${tail(logFile)}`);
}

/** One request as HAProxy's log (`option httplog`) records it. */
export type LoggedRequest = {
  /** The server it was sent to last (`<NOSRV>` when none). */
  server: string;
  /** The HTTP status given to the client (-1 when none: the client went away). */
  status: number;
  /** The termination state, e.g. `----` (normal), `SH--` (the server aborted during the headers). */
  termination: string;
  /** Connection retries, and whether the request was redispatched to another server (a `+` in the log). */
  retries: number;
  redispatched: boolean;
  /** Total time, milliseconds (Ta). */
  ms: number;
};

/** The health checks' messages, e.g. `Server app/app1 is DOWN, reason: Layer4 connection problem …`. */
const SERVER_EVENT = /Server app\/\S+ is (?:UP|DOWN|going DOWN)[^\n]*/;

/**
 * Reads HAProxy's log from an offset: its requests, and its servers' state changes.
 * @param logFile the balancer's log
 * @param from a byte offset (the file's size when a phase began)
 * @returns the requests logged, and the health checks' messages in order
 */
export function readBalancerLog(
  logFile: string,
  from: number,
): { requests: LoggedRequest[]; events: string[] } {
  const text = fs.readFileSync(logFile).subarray(from).toString('utf8');
  const requests: LoggedRequest[] = [];
  const events: string[] = [];
  // e.g. 127.0.0.1:39122 [30/Nov/2026:02:00:00.123] web app/app1 0/0/0/5/5 200 1234 - - ---- 3/3/0/0/0 0/0 "POST /api HTTP/1.1"
  const line =
    /\] \S+ app\/(\S+) -?\d+\/-?\d+\/-?\d+\/-?\d+\/\+?(-?\d+) (-?\d+) \+?\d+ \S+ \S+ (\S{4}) \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) /;
  for (const entry of text.split('\n')) {
    const match = line.exec(entry);
    if (match) {
      requests.push({
        server: match[1] ?? '',
        ms: Number(match[2]),
        status: Number(match[3]),
        termination: match[4] ?? '',
        redispatched: match[5] === '+',
        retries: Number(match[6]),
      });
      continue;
    }
    // Each message comes twice, once with a `[WARNING] (pid) :` prefix: keep the plain one.
    const event = entry.startsWith('[') ? null : SERVER_EVENT.exec(entry);
    if (event) events.push(event[0].replace(/, check duration: .*$/, ''));
  }
  return { requests, events };
}
