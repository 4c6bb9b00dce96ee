/** The OAuth tokens of the agency's app authorisation, as the adapter keeps them between calls. */
export interface PlatformTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires, epoch milliseconds. */
  expiresAt: number;
}

/**
 * Where the adapter reads and writes the tokens (the database in production). `set` is called after every
 * refresh: the platform rotates the refresh token, so the old one must not be used again.
 */
export interface TokenStore {
  get(): Promise<PlatformTokens>;
  set(tokens: PlatformTokens): Promise<void>;
}

/** A TokenStore in memory (tests, scripts); `current` shows what was last stored. */
export function memoryTokenStore(initial: PlatformTokens): TokenStore & { readonly current: PlatformTokens } {
  let current = { ...initial };
  return {
    get current() {
      return current;
    },
    get: async () => ({ ...current }),
    set: async (tokens) => {
      current = { ...tokens };
    },
  };
}
