/**
 * Encryption at rest of a short secret, e.g. an open-banking access token (decision 054;
 * open_banking_connections.access_token_encrypted): AES-256-GCM (node:crypto) with the 32-byte key of
 * OPEN_BANKING_ENCRYPTION_KEY, a random 12-byte IV per message, and the 16-byte authentication tag, so that a
 * changed ciphertext, or one decrypted with another key, is refused instead of giving garbage. The output is
 * versioned, "v1:iv:tag:ciphertext" (each base64), so that a later scheme or key can be told apart.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** The key from its base64 form. @throws Error when it is not 32 bytes */
function keyOf(keyBase64: string): Buffer {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('The encryption key must be 32 bytes in base64');
  return key;
}

/**
 * Encrypts a string.
 * @param plaintext the secret, UTF-8
 * @param keyBase64 32 bytes in base64 (OPEN_BANKING_ENCRYPTION_KEY)
 * @returns "v1:iv:tag:ciphertext", each part base64; a new IV every call, so the same secret never encrypts
 *   the same way twice
 * @throws Error when the key is not 32 bytes
 */
export function encryptSecret(plaintext: string, keyBase64: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyBase64), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
}

/**
 * Decrypts what encryptSecret returned.
 * @param boxed "v1:iv:tag:ciphertext"
 * @param keyBase64 the key it was encrypted with (32 bytes in base64)
 * @returns the secret
 * @throws Error when the format or version is not known, or the authentication fails (a changed ciphertext,
 *   IV or tag, or another key)
 */
export function decryptSecret(boxed: string, keyBase64: string): string {
  const parts = boxed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('Not a v1 secret box');
  const [, ivPart, tagPart, dataPart] = parts as [string, string, string, string];
  const iv = Buffer.from(ivPart, 'base64');
  const tag = Buffer.from(tagPart, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Not a v1 secret box');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyBase64), iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(Buffer.from(dataPart, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('The secret box could not be opened: changed, or encrypted with another key');
  }
}
