/**
 * The console's sessionStorage keys, apart from src/shared/attributes.ts (which every page's
 * script loads): only the reference's script (try-it-trigger.ts) and the console read them. One
 * export each, so the trigger carries only the two it reads.
 */

/**
 * The console's credentials (tokens, API keys) by security scheme, in sessionStorage only: "Sair"
 * removes them; closing the tab forgets them.
 */
export const AUTH_KEY = 'docgen.try-it.auth';
/** An OAuth login under way (PKCE verifier, state, the page to return to). */
export const LOGIN_KEY = 'docgen.try-it.login';
/** The console to open when the page loads (back from a login). */
export const REOPEN_KEY = 'docgen.try-it.reopen';
/** The base URL last chosen in the "Servidor" field. */
export const SERVER_KEY = 'docgen.try-it.server';
