/**
 * Whether the reference offers `openapi.yaml` beside `openapi.json`: only when the spec is written
 * in YAML (its file name does not end in `.json`). A JSON spec is offered as it is; converting a
 * big one to YAML took seconds and gave the reader nothing new.
 */
export const offersYaml = (specFile: string): boolean => !/\.json$/i.test(specFile);
