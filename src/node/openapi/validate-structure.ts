import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { codeFrame } from '../diagnostics/frame.js';
import { toPointer } from './parse-source.js';
import { isObject, type JsonObject } from '../util/objects.js';
import { HTTP_METHODS } from '../../shared/api-view-models.js';

/**
 * Nodes the dereferenced document may expand to, counting every use of a shared `$ref` target
 * (cycles count once). A billion-laughs spec (ten `$ref`s to a schema with ten `$ref`s to …) passes
 * the parser and the dereferencer, since targets are shared, but would make every tree built from
 * it (the API reference, its samples) exponential. A named component schema counts as one node
 * where it is used (the schema walker links to it below COMPONENT_DEPTH) and in full where it is
 * defined: the 1,000-operation synthetic spec (scripts/synthetic-spec.mjs) expands to 73,704 nodes
 * this way, the site's own spec to 6,096.
 */
export const MAX_EXPANDED_NODES = 2_000_000;

/**
 * Nesting levels of the dereferenced document (a 60-level schema is about 130); deeper is rejected.
 */
export const MAX_DEPTH = 256;

type Path = (string | number)[];

export interface StructureInput {
  file: string;
  /** The root document's text, for code frames. */
  text: string;
  /** Line and column of a path in the root document (parse-source's locate). */
  locate: (path: Path) => { line: number; column: number };
  /** The dereferenced document (may be circular). */
  document: JsonObject;
  /**
   * No object of the document is reached by two paths (a source as JSON.parse or a YAML
   * document without anchors gives it): walked without remembering each object.
   */
  tree?: boolean | undefined;
}

/**
 * Checks the loader needs before anything renders the spec: bounded size and depth, then the rules
 * every page relies on (unique operationIds, declared path parameters). Returns located errors.
 */
export function validateStructure(input: StructureInput): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  const bounds = validateBounds(input, (value, path) => {
    const conflict = allOfTypeConflict(input, value, path);
    if (conflict) warnings.push(conflict);
  });
  if (bounds) return [bounds];
  return [...duplicateOperationIds(input), ...undeclaredPathParameters(input), ...warnings];
}

/**
 * An `allOf` whose members (or the schema itself) declare different types: no value can match
 * them all, and the samples follow the last. A warning at the schema (Redoc and openapi-sampler
 * only print it to the console, with no place).
 */
function allOfTypeConflict(
  input: StructureInput,
  value: JsonObject,
  path: Path,
): Diagnostic | undefined {
  if (!Array.isArray(value.allOf)) return undefined;
  const types = [value, ...value.allOf].flatMap((member) =>
    isObject(member) && typeof member.type === 'string' ? [member.type] : [],
  );
  const distinct = [...new Set(types)];
  if (distinct.length < 2) return undefined;
  return {
    ...located(input, [...path, 'allOf'], {
      code: codes.specAllOfTypes,
      ...said('specAllOfTypes', { types: distinct.join(', ') }),
    }),
    severity: 'warning',
  };
}

function located(
  input: StructureInput,
  path: Path,
  partial: Omit<Diagnostic, 'severity' | 'file'>,
): Diagnostic {
  const at = input.locate(path);
  return {
    severity: 'error',
    file: input.file,
    ...at,
    pointer: toPointer(path),
    frame: codeFrame(input.text, at.line, at.column),
    ...partial,
  };
}

/** A pointer short enough for a one-line message; the full one goes in `pointer`. */
function shortPointer(path: Path): string {
  const full = toPointer(path) || '/';
  return full.length <= 100 ? full : `${full.slice(0, 48)}…${full.slice(-48)}`;
}

class LimitExceeded extends Error {
  constructor(
    readonly kind: 'size' | 'depth',
    readonly path: Path,
  ) {
    super(kind);
  }
}

/**
 * Depth and expansion limits, in one pass over the object graph memoised by identity (linear in
 * distinct objects, not in their expansion). Also run on the source before dereferencing, whose own
 * depth limit (500) would otherwise report a deep document as an unresolved $ref.
 */
export function validateBounds(
  input: StructureInput,
  /** Called with each distinct object once, at the first path it is found at. */
  inspect?: (value: JsonObject, path: Path) => void,
): Diagnostic | undefined {
  // Each distinct object's size and height once walked; ON_STACK while it is being walked (a
  // cycle back to it counts as a leaf).
  const memo = input.tree ? undefined : new Map<object, { size: number; height: number }>();
  const schemas = (input.document.components as JsonObject | undefined)?.schemas;
  const components = new Set<object>(
    isObject(schemas) && !input.tree ? Object.values(schemas).filter(isObject) : [],
  );
  const isDefinition = (path: Path) =>
    path.length === 3 && path[0] === 'components' && path[1] === 'schemas';
  const LEAF = { size: 1, height: 0 };
  const ON_STACK = LEAF;
  // One path, extended and shortened as the walk goes (copied only for an error).
  const path: Path = [];
  const visit = (value: unknown): { size: number; height: number } => {
    if (typeof value !== 'object' || value === null) return LEAF;
    if (components.size > 0 && components.has(value) && !isDefinition(path)) return LEAF;
    if (path.length > MAX_DEPTH) throw new LimitExceeded('depth', [...path]);
    const known = memo?.get(value);
    if (known) {
      if (path.length + known.height > MAX_DEPTH) throw new LimitExceeded('depth', [...path]);
      return known;
    }
    memo?.set(value, ON_STACK);
    if (inspect && !Array.isArray(value)) inspect(value as JsonObject, path);
    let size = 1;
    let height = 0;
    // Arrays' keys are their indexes (as numbers in the path); a parsed object has no inherited
    // enumerable keys, so `for…in` walks its own.
    const array = Array.isArray(value);
    for (const key in value) {
      path.push(array ? Number(key) : key);
      const sub = visit((value as JsonObject)[key]);
      path.pop();
      size += sub.size;
      if (sub.height >= height) height = sub.height + 1;
      if (size > MAX_EXPANDED_NODES) throw new LimitExceeded('size', [...path]);
    }
    const result = { size, height };
    memo?.set(value, result);
    return result;
  };
  try {
    visit(input.document);
    return undefined;
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    return error.kind === 'size'
      ? located(input, error.path, {
          code: codes.specExpansionTooLarge,
          ...said('specRefsExpand', {
            max: MAX_EXPANDED_NODES.toLocaleString('en'),
            at: shortPointer(error.path),
          }),
        })
      : located(input, error.path, {
          code: codes.specTooDeep,
          ...said('specNestedTooDeep', { max: MAX_DEPTH, at: shortPointer(error.path) }),
        });
  }
}

/** Every operation of `paths`, with its path item and location. */
function* operations(
  document: JsonObject,
): Generator<{ template: string; method: string; item: JsonObject; op: JsonObject }> {
  if (!isObject(document.paths)) return;
  for (const [template, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isObject(op)) yield { template, method, item, op };
    }
  }
}

function duplicateOperationIds(input: StructureInput): Diagnostic[] {
  const first = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const { template, method, op } of operations(input.document)) {
    if (typeof op.operationId !== 'string') continue;
    const where = `${method.toUpperCase()} ${template}`;
    const previous = first.get(op.operationId);
    if (previous === undefined) {
      first.set(op.operationId, where);
      continue;
    }
    out.push(
      located(input, ['paths', template, method, 'operationId'], {
        code: codes.specDuplicateOperationId,
        ...said('specDuplicateOperationId', { id: op.operationId, where, previous }),
      }),
    );
  }
  return out;
}

const pathNames = (params: unknown): string[] =>
  Array.isArray(params)
    ? params.flatMap((p) =>
        isObject(p) && p.in === 'path' && typeof p.name === 'string' ? [p.name] : [],
      )
    : [];

function undeclaredPathParameters(input: StructureInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { template, method, item, op } of operations(input.document)) {
    const declared = new Set([...pathNames(item.parameters), ...pathNames(op.parameters)]);
    for (const match of template.matchAll(/\{([^}]+)\}/g)) {
      const name = match[1]!;
      if (declared.has(name)) continue;
      out.push(
        located(input, ['paths', template, method], {
          code: codes.specPathParamUndeclared,
          ...said('specPathParamUndeclared', { name, method: method.toUpperCase(), template }),
        }),
      );
    }
  }
  return out;
}
