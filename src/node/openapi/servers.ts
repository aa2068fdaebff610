import type { Describe } from './describe.js';
import type { ServerView } from '../../shared/api-view-models.js';
import { fillUrlTemplate } from '../../shared/url-template.js';
import { isObject, type JsonObject } from '../util/objects.js';

/** A Server Object's variables that are objects, by name. */
const variablesOf = (server: JsonObject): [string, JsonObject][] =>
  Object.entries(isObject(server.variables) ? server.variables : {}).filter(
    (entry): entry is [string, JsonObject] => isObject(entry[1]),
  );

/** A variable's value when nobody picks one: its default, else its first enum value. */
const defaultOf = (variable: JsonObject): string =>
  String(variable.default ?? (Array.isArray(variable.enum) ? variable.enum[0] : ''));

/** A server variable: its name, default, the values it takes (empty: any), its description. */
export interface ServerVariable {
  name: string;
  defaultValue: string;
  values: string[];
  description: unknown;
}

/** The variables a Server Object defines, as the reference and the console show them. */
export function serverVariables(server: JsonObject): ServerVariable[] {
  return variablesOf(server).map(([name, variable]) => ({
    name,
    defaultValue: defaultOf(variable),
    values: Array.isArray(variable.enum) ? variable.enum.map(String) : [],
    description: variable.description,
  }));
}

/**
 * A Server Object's URL with each `{variable}` it defines replaced by its default
 * (`https://{region}.exemplo.com` → `https://br.exemplo.com`); one it does not define stays.
 */
export function serverUrlWithDefaults(server: JsonObject): string {
  const variables = new Map(variablesOf(server));
  return fillUrlTemplate(String(server.url ?? '/'), (name) => {
    const variable = variables.get(name);
    return variable ? defaultOf(variable) : undefined;
  });
}

/** Every URL a server may take: each combination of its variables' enum values (or default). */
export function serverUrlVariants(server: JsonObject): string[] {
  let urls = [String(server.url ?? '/')];
  for (const [name, variable] of variablesOf(server)) {
    const values = Array.isArray(variable.enum)
      ? variable.enum.map(String)
      : [String(variable.default ?? '')];
    urls = urls.flatMap((u) =>
      values.map((v) => fillUrlTemplate(u, (n) => (n === name ? v : undefined))),
    );
  }
  return urls;
}

/**
 * The servers an operation declares for itself (its own, else its path item's), which replace the
 * document's for it: GitHub uploads release assets to `https://uploads.github.com`, not to
 * `https://api.github.com`. Empty when it declares none.
 */
export function ownServers(op: JsonObject, pathItem: JsonObject): JsonObject[] {
  const list = Array.isArray(op.servers)
    ? op.servers
    : Array.isArray(pathItem.servers)
      ? pathItem.servers
      : [];
  return list.filter(isObject);
}

/** The servers the spec's path items and operations declare for themselves, all of them. */
export function pathServers(document: JsonObject): JsonObject[] {
  const lists: unknown[] = [];
  for (const item of Object.values(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    lists.push(item.servers, ...Object.values(item).map((op) => isObject(op) && op.servers));
  }
  return lists.flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []));
}

/** A Server Object as the reference shows it: its URL as written, description and variables. */
export function serverView(server: JsonObject, describe: Describe): ServerView {
  return {
    url: String(server.url ?? '/'),
    descriptionHtml: describe(server.description),
    variables: serverVariables(server).map(({ description, ...variable }) => ({
      ...variable,
      descriptionHtml: describe(description),
    })),
  };
}
