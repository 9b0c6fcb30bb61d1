import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for links that work without signing in (unsubscribe, reminder actions).
 * Each purpose gets its own key derived from the auth secret (HMAC(secret, purpose)), so a
 * signature made for one purpose is never valid for another, nor for anything the auth library
 * signs with the same secret.
 */
export interface Signer {
  /** Hex signature of `message` (64 characters). */
  sign(message: string): string;
  /** Whether `signature` is this signer's signature of `message` (constant-time). */
  verify(message: string, signature: string | undefined): boolean;
}

export function createSigner(secret: string, purpose: string): Signer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (message: string) => createHmac('sha256', key).update(message).digest('hex');
  return {
    sign,
    verify(message, signature) {
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(message), 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
    },
  };
}
