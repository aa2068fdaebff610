/**
 * The console's sessionStorage keys, apart from src/shared/attributes.ts (which every page's
 * script loads): only the reference's script (try-it-trigger.ts) and the console read them. One
 * export each, so the trigger carries only the one it reads.
 */

/**
 * The console's credentials (tokens, API keys) by security scheme, in sessionStorage only: "Sair"
 * removes them; closing the tab forgets them.
 */
export const AUTH_KEY = 'docgen.try-it.auth';
/**
 * What the next page load must finish (one key, so the trigger reads one): an OAuth login under
 * way (`login`: PKCE verifier, state, the page to return to), or a console to open (`reopen`).
 */
export const PENDING_KEY = 'docgen.try-it.pending';
/** The base URL last chosen in the "Servidor" field. */
export const SERVER_KEY = 'docgen.try-it.server';
/** The OAuth client id last typed (not a secret): a console reopened after a login keeps it. */
export const CLIENT_KEY = 'docgen.try-it.client';
