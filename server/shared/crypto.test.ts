import { describe, expect, it } from 'vitest';
import { decryptSecret, DecryptError, encryptSecret } from './crypto.js';

const key = 'k'.repeat(40);
const otherKey = 'o'.repeat(40);

describe('secret encryption (AES-256-GCM)', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const token = 'EAAG' + 'x'.repeat(200) + 'é✓';
    const a = encryptSecret(token, key);
    const b = encryptSecret(token, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('EAAG');
    expect(decryptSecret(a, key)).toBe(token);
    expect(decryptSecret(b, key)).toBe(token);
  });

  it('refuses a value under another key', () => {
    expect(() => decryptSecret(encryptSecret('secret-token-value', key), otherKey)).toThrow(DecryptError);
  });

  it('refuses a tampered value', () => {
    const [v, iv, tag, body] = encryptSecret('secret-token-value', key).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret([v, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow(
      DecryptError,
    );
    expect(() => decryptSecret('plain-text-token', key)).toThrow(DecryptError);
    expect(() => decryptSecret(`v2.${iv}.${tag}.${body}`, key)).toThrow(DecryptError);
  });

  it('refuses a short key', () => {
    expect(() => encryptSecret('x', 'short')).toThrow(/32/);
  });
});
