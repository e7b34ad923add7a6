import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of secrets at rest (docs/ARCHITECTURE.md: WhatsApp access tokens), AES-256-GCM.
 *
 * The 256-bit key is derived from `config.encryptionKey` (any string of ≥ 32 characters, generated
 * into DATA_DIR when unset) with HKDF-SHA256 (RFC 5869) and a fixed purpose label, so the raw
 * config string is never used as a key directly and other purposes can derive independent keys.
 *
 * Ciphertext format (text, safe for a `text` column): `v1.<iv>.<tag>.<ciphertext>`, each part
 * base64url; a fresh random 96-bit IV per call (NIST SP 800-38D), a 128-bit tag.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptError extends Error {
  constructor(message = 'Stored secret cannot be decrypted (wrong ENCRYPTION_KEY or corrupted value)') {
    super(message);
    this.name = 'DecryptError';
  }
}

/** The AES key for `purpose` derived from the configured encryption key (32 bytes). */
export function deriveKey(encryptionKey: string, purpose = 'homeroom/secrets'): Buffer {
  if (encryptionKey.length < 32) throw new Error('encryption key must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', encryptionKey, 'homeroom', purpose, 32));
}

/** Encrypt `plaintext` (UTF-8) under `encryptionKey`. Two calls never give the same output. */
export function encryptSecret(plaintext: string, encryptionKey: string): string {
  const key = deriveKey(encryptionKey);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/**
 * Decrypt a value made by `encryptSecret`. Throws DecryptError when the value was altered, has the
 * wrong shape, or was encrypted under another key (GCM authentication fails).
 */
export function decryptSecret(ciphertext: string, encryptionKey: string): string {
  const parts = ciphertext.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new DecryptError('Stored secret has an unknown format');
  const [, ivText, tagText, bodyText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new DecryptError('Stored secret has an unknown format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(encryptionKey), iv, {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DecryptError();
  }
}
