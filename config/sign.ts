/**
 * Defaults for the request signature (ARCHITECTURE.md "Request signature"): AES-128-CBC, PKCS7,
 * 16-character key and IV. They ship inside the client bundle, so they are not a secret: the session
 * cookie authenticates and the token from local storage stops cross-site request forgery.
 * Override both with SIGN_KEY / SIGN_IV (read by the BFF at start and by the client build).
 */
export const SIGN_DEFAULTS = {
  key: 'jcg-sign-key-16b',
  iv: 'jcg-sign-iv-16by',
} as const;

/** How long a signature stays valid, and how long the replay cache remembers it. */
export const SIGN_MAX_AGE_MS = 5 * 60 * 1000;
