import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Encrypts provider tokens at rest (AES-256-GCM); a changed or foreign ciphertext fails to open. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * The 32-byte key from configuration (base64 or hex), or, when none is configured, one derived
 * from the JWT secret so development works without setup (production sets SOCIAL_TOKEN_KEY).
 */
export function tokenKeyFrom(configured: string | undefined, fallbackSecret: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SOCIAL_TOKEN_KEY must be 32 bytes (base64 or hex)');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', fallbackSecret, 'social-tokens', 'aes-256-gcm', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the version leaves room for key rotation. */
export function createTokenCipher(key: Buffer): TokenCipher {
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Unreadable encrypted token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
