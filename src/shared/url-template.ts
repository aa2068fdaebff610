/**
 * A server URL's `{variables}` (`https://{region}.exemplo.com`), filled: each name `lookUp` gives
 * a value for is replaced by it; the others stay as written. One grammar for the reference's
 * samples and policy (node side) and the console's server fields (browser side).
 */
export function fillUrlTemplate(
  template: string,
  lookUp: (name: string) => string | undefined,
): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => lookUp(name) ?? whole);
}
