import { AUTH_KEY } from './keys.js';
import { readSession, writeSession } from './session.js';

/** What the reader gave or obtained for one security scheme. */
export interface Credential {
  /** A bearer token: OAuth2, OpenID Connect, HTTP bearer. */
  token?: string;
  /** How the token came: 'pkce', 'client-credentials', 'password' or 'manual' (pasted). */
  via?: string;
  /** Scopes granted with the token (as asked, when the server does not say). */
  scopes?: string[];
  /** When the token expires (ms since the epoch), if the server said. */
  expiresAt?: number;
  apiKey?: string;
  username?: string;
  password?: string;
}

export type Credentials = Readonly<Record<string, Credential>>;

/**
 * The console's credentials, shared by every open console and kept in sessionStorage only: never
 * in localStorage, a URL or the console log. Closing the tab or "Sair" forgets them.
 */
class CredentialStore {
  private state: Credentials = readSession<Credentials>(AUTH_KEY) ?? {};
  private readonly listeners = new Set<() => void>();

  readonly get = (): Credentials => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Merges `credential` into the scheme's (an empty string removes that part). */
  update(scheme: string, credential: Credential): void {
    const merged: Credential = { ...this.state[scheme], ...credential };
    for (const key of Object.keys(merged) as (keyof Credential)[])
      if (merged[key] === '' || merged[key] === undefined) delete merged[key];
    const next = { ...this.state };
    if (Object.keys(merged).length > 0) next[scheme] = merged;
    else delete next[scheme];
    this.set(next);
  }

  /** "Sair": forgets everything the scheme had. */
  forget(scheme: string): void {
    const next = { ...this.state };
    delete next[scheme];
    this.set(next);
  }

  private set(next: Credentials): void {
    this.state = next;
    writeSession(AUTH_KEY, Object.keys(next).length > 0 ? next : undefined);
    for (const listener of this.listeners) listener();
  }
}

export const credentials = new CredentialStore();
