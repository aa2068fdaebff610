import type { Describe } from './describe.js';
import type { OAuthFlowView, SecuritySchemeView } from '../../shared/api-view-models.js';
import { fill } from '../../shared/i18n/message.js';
import type { ReferenceStrings } from './strings.js';
import { isObject, type JsonObject } from '../util/objects.js';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

type Words = ReferenceStrings['security'];

/** Where an API key goes, as the reference says it. */
const apiKeyPlace = (w: Words): Record<string, string> => ({
  header: w.inHeader,
  query: w.inQuery,
  cookie: w.inCookie,
});

const flowLabels = (w: Words): Record<string, string> => ({
  authorizationCode: w.flowAuthorizationCode,
  clientCredentials: w.flowClientCredentials,
  implicit: w.flowImplicit,
  password: w.flowPassword,
});

function flowsOf(flows: unknown, w: Words): OAuthFlowView[] {
  if (!isObject(flows)) return [];
  return Object.entries(flows).flatMap(([kind, flow]) =>
    isObject(flow)
      ? [
          {
            kind,
            label: flowLabels(w)[kind] ?? kind,
            authorizationUrl: str(flow.authorizationUrl),
            tokenUrl: str(flow.tokenUrl),
            refreshUrl: str(flow.refreshUrl),
            pkce: kind === 'authorizationCode',
            scopes: Object.entries(isObject(flow.scopes) ? flow.scopes : {}).map(
              ([name, description]) => ({ name, description: String(description ?? '') }),
            ),
          },
        ]
      : [],
  );
}

function details(s: JsonObject, w: Words): { typeLabel: string; details: string[] } {
  switch (s.type) {
    case 'http':
      return String(s.scheme).toLowerCase() === 'bearer'
        ? {
            typeLabel: 'HTTP Bearer',
            details: [
              fill(w.authorizationHeader, { value: 'Bearer <token>' }),
              ...(s.bearerFormat ? [fill(w.tokenFormat, { format: String(s.bearerFormat) })] : []),
            ],
          }
        : {
            typeLabel: `HTTP ${String(s.scheme)}`,
            details: [fill(w.authorizationHeader, { value: String(s.scheme) })],
          };
    case 'apiKey':
      return {
        typeLabel: w.apiKey,
        details: [`${String(s.name)} (${apiKeyPlace(w)[String(s.in)] ?? w.inCookie})`],
      };
    case 'oauth2':
      return {
        typeLabel: 'OAuth 2.0',
        details: [fill(w.authorizationHeader, { value: 'Bearer <token>' })],
      };
    case 'openIdConnect':
      return {
        typeLabel: 'OpenID Connect',
        details: [fill(w.discovery, { url: String(s.openIdConnectUrl) })],
      };
    default:
      return { typeLabel: String(s.type ?? w.unknown), details: [] };
  }
}

/** `components.securitySchemes`, or none. */
const schemesOf = (document: JsonObject): JsonObject =>
  isObject(document.components) && isObject(document.components.securitySchemes)
    ? document.components.securitySchemes
    : {};

/** The keys of components.securitySchemes that are schemes (objects), as the reference lists. */
export function securitySchemeKeys(document: JsonObject): string[] {
  return Object.entries(schemesOf(document)).flatMap(([key, s]) => (isObject(s) ? [key] : []));
}

/** The security schemes of `components.securitySchemes`, with OAuth flows and their scopes. */
export function securitySchemes(
  document: JsonObject,
  describe: Describe,
  words: ReferenceStrings,
): SecuritySchemeView[] {
  return Object.entries(schemesOf(document)).flatMap(([key, s]) =>
    isObject(s)
      ? [
          {
            pointer: `#/components/securitySchemes/${key}`,
            key,
            ...details(s, words.security),
            descriptionHtml: describe(s.description),
            flows: flowsOf(s.flows, words.security),
          },
        ]
      : [],
  );
}

/** The header a sample sends for the operation's first security requirement, if it has one. */
export function authHeaderFor(
  requirements: { scheme: string }[],
  document: JsonObject,
  words: ReferenceStrings,
): { name: string; value: string } | undefined {
  const schemes = schemesOf(document);
  for (const { scheme } of requirements) {
    const s = schemes[scheme];
    if (!isObject(s)) continue;
    if (s.type === 'apiKey' && s.in === 'header')
      return { name: String(s.name), value: '<api-key>' };
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic')
      return { name: 'Authorization', value: words.security.basicCredentials };
    if (s.type === 'oauth2' || s.type === 'openIdConnect' || s.type === 'http')
      return { name: 'Authorization', value: 'Bearer <token>' };
  }
  return undefined;
}

/**
 * What an operation without security requirements says: that it needs no OAuth (a spec whose
 * schemes are all OAuth, like this site's, whose public calls take a token in the path), no
 * authentication (a spec with other schemes), or that the spec declares none at all (GitHub's and
 * Microsoft Graph's, whose operations do need a token: "no authentication" would be false).
 */
export function openAccessNote(document: JsonObject, words: ReferenceStrings): string {
  const w = words.security;
  const schemes = Object.values(schemesOf(document)).filter(isObject);
  if (schemes.length === 0) return w.noneDeclared;
  return schemes.every((s) => s.type === 'oauth2' || s.type === 'openIdConnect')
    ? w.noOAuth
    : w.none;
}
