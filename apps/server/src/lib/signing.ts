/**
 * Keys derived from the server's secret for signing things other than session tokens (upload keys, local
 * storage URLs), with HMAC-SHA-256 from node:crypto. Each use gets its own key through HKDF, so a signature
 * made for one purpose is never valid for another, and no new secret has to be configured.
 */
import crypto from 'node:crypto';

/**
 * Derives a 32-byte key for one purpose from the server's secret (HKDF-SHA-256).
 * @param secret the server's secret (JWT_SECRET or the generated one)
 * @param purpose a fixed label, e.g. 'stairway/upload-keys'
 */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
}

/**
 * An HMAC-SHA-256 signature of `message`, base64url.
 * @param bytes how many bytes of the MAC to keep (default all 32)
 */
export function sign(key: Buffer, message: string, bytes = 32): string {
  return crypto.createHmac('sha256', key).update(message).digest().subarray(0, bytes).toString('base64url');
}

/** Whether `signature` is the signature of `message`, compared in constant time. */
export function verifySignature(key: Buffer, message: string, signature: string, bytes = 32): boolean {
  const expected = Buffer.from(sign(key, message, bytes));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
