import type { TryItServer } from '../../shared/try-it.js';
import { fillUrlTemplate } from '../../shared/url-template.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server's URL with its variables at these values (the others at their defaults). */
export function fillServer(server: TryItServer, values: Readonly<Record<string, string>>): string {
  const defined = new Map(server.variables.map((v) => [v.name, v]));
  return fillUrlTemplate(server.template, (name) => {
    const variable = defined.get(name);
    return variable ? (values[name] ?? variable.defaultValue) : undefined;
  });
}

/**
 * The values of the server's variables in `url`, when `url` is the server's URL with some values
 * (`https://eu.exemplo.com` of `https://{region}.exemplo.com`: region = eu); undefined when it is
 * not. A URL the reader typed that fits the template counts: its values are shown.
 */
export function serverValues(server: TryItServer, url: string): Record<string, string> | undefined {
  if (server.variables.length === 0) return url === server.url ? {} : undefined;
  const defined = new Set(server.variables.map((v) => v.name));
  const names: string[] = [];
  const pattern = server.template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined || !defined.has(name)) return escapeRegExp(part);
      // A variable used twice takes the same value twice.
      const seen = names.indexOf(name);
      if (seen !== -1) return `\\${seen + 1}`;
      names.push(name);
      return '(.*?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(url);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}
