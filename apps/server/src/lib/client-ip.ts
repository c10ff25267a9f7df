/**
 * The client's IP address, for rate limits: X-Forwarded-For and X-Real-IP can be written by anyone, so they
 * are believed only when the connection comes from a proxy named in TRUST_PROXY. The forwarded chain is read
 * with proxy-addr (Express's own reader): from the connection's address back through the trusted proxies, the
 * first address that is not one of them is the client's.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Whether an address is a trusted proxy (at the given hop). */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * Compiles TRUST_PROXY's list.
 * @param list addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`
 * @throws TypeError naming an entry that is not an address or range
 */
export function compileTrustedProxies(list: readonly string[]): TrustedProxies {
  return proxyaddr.compile([...list]);
}

const compiled = new Map<string, TrustedProxies>();

/**
 * TRUST_PROXY's list compiled once per process (the configuration does not change while it runs).
 * @param list the parsed TRUST_PROXY
 */
export function trustedProxiesOf(list: readonly string[]): TrustedProxies {
  const key = list.join(',');
  let trusted = compiled.get(key);
  if (!trusted) {
    trusted = compileTrustedProxies(list);
    compiled.set(key, trusted);
  }
  return trusted;
}

/**
 * The client's address for one request.
 * @param remoteAddress the TCP connection's peer address; undefined in-process (tests), which gives `local`
 * @param headers the request's headers
 * @param trusted the compiled TRUST_PROXY list
 * @returns e.g. `203.0.113.9`; the connection's address unless it is a trusted proxy
 */
export function resolveClientIp(
  remoteAddress: string | undefined,
  headers: Headers,
  trusted: TrustedProxies,
): string {
  if (!remoteAddress) return 'local';
  const forwardedFor = headers.get('x-forwarded-for');
  const realIp = headers.get('x-real-ip')?.trim();
  if (!forwardedFor && realIp && trusted(remoteAddress, 0)) return realIp;
  const request = {
    connection: { remoteAddress },
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage;
  return proxyaddr(request, trusted);
}
