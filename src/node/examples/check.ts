import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ValidatorCache } from './compiled-schemas.js';
import { hasCurl, parseCurlBlock } from './curl.js';
import { parseHttpBlock } from './http.js';
import { outlinePage, toPageOutline } from './markdown.js';
import { indexOperations, type OperationIndex, type SpecOperation } from './operations.js';
import { checkBody, checkParameters, resolveOperation, type Finding } from './request.js';
import { checkResponse } from './response.js';
import { SchemaValidator } from './schema.js';
import type { CodeBlock, ExamplePage, HttpRequest, ParsedExample } from './types.js';

export interface CheckExamplesInput {
  /** The dereferenced OpenAPI document (e.g. `loadSpec(file)`'s result). */
  spec: { document: Record<string, unknown> };
  pages: readonly ExamplePage[];
  /**
   * Keeps the code of compiled schemas between runs (`docgen check` passes the project's cache).
   */
  validators?: ValidatorCache;
}

/** What the checker found on a page, for callers that count examples (e.g. the content tests). */
export interface PageExamples {
  file: string;
  /** Operations of the checked (non-`nocheck`) requests, in page order. */
  operations: SpecOperation[];
  links: string[];
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/**
 * The examples of one block: an http block holds one message; a shell block one request per curl.
 */
function examplesOf(block: CodeBlock): Array<{ offset: number; parsed: ParsedExample }> {
  if (block.lang === 'http') {
    const parsed = parseHttpBlock(block.value);
    return [{ offset: parsed.kind === 'error' ? parsed.offset : 0, parsed }];
  }
  if (SHELL.has(block.lang) && hasCurl(block.value)) return parseCurlBlock(block.value);
  return [];
}

interface PageState {
  index: OperationIndex;
  validator: SchemaValidator;
  /**
   * Operation of the last request block: undefined before any; null after one that matched nothing
   * or was skipped.
   */
  last: SpecOperation | null | undefined;
  uses: Array<{ op: SpecOperation; block: CodeBlock }>;
  findings: Array<Finding & { block: CodeBlock }>;
}

function checkRequest(
  state: PageState,
  block: CodeBlock,
  request: HttpRequest,
  offset: number,
): void {
  const add = (f: Finding) => state.findings.push({ ...f, offset: f.offset + offset, block });
  const { operation, params, findings } = resolveOperation(state.index, request);
  findings.forEach(add);
  state.last = operation ?? null;
  if (!operation) return;
  state.uses.push({ op: operation, block });
  checkParameters(operation, request, params, state.validator).forEach(add);
  if (!block.markers.has('invalid')) checkBody(operation, request, state.validator).forEach(add);
}

function checkBlock(state: PageState, block: CodeBlock): void {
  if (block.markers.has('nocheck')) {
    if (block.lang === 'http' && !/^\s*HTTP\//.test(block.value)) state.last = null;
    return;
  }
  for (const { offset, parsed } of examplesOf(block)) {
    if (parsed.kind === 'error') {
      state.findings.push({
        code: codes.exampleUnparseable,
        offset,
        ...said('exUnparseable', { reason: parsed.message }),
        block,
      });
    } else if (parsed.kind === 'request') checkRequest(state, block, parsed, offset);
    else if (state.last === undefined) {
      state.findings.push({
        code: codes.exampleUnknownOperation,
        offset: 0,
        ...said('exResponseFirst'),
        block,
      });
    } else if (state.last) {
      checkResponse(state.last, parsed, block.markers.has('partial'), state.validator).forEach(
        (f) => state.findings.push({ ...f, block }),
      );
    }
  }
}

/** Scopes the checked operations need that the page's `## Pré-requisitos` section does not list. */
function scopeFindings(
  uses: PageState['uses'],
  listed: Set<string> | undefined,
): Array<{ op: SpecOperation; block: CodeBlock; missing: string[] }> {
  const reported = new Set<string>();
  const out: Array<{ op: SpecOperation; block: CodeBlock; missing: string[] }> = [];
  for (const { op, block } of uses) {
    if (op.scopeSets.length === 0) continue;
    if (op.scopeSets.some((set) => set.every((s) => listed?.has(s)))) continue;
    const missing = (op.scopeSets[0] ?? []).filter((s) => !listed?.has(s) && !reported.has(s));
    missing.forEach((s) => reported.add(s));
    if (missing.length > 0) out.push({ op, block, missing });
  }
  return out;
}

function toDiagnostic(file: string, f: Finding & { block: CodeBlock }): Diagnostic {
  return {
    code: f.code,
    severity: 'error',
    message: f.message,
    ...(f.hint !== undefined ? { hint: f.hint } : {}),
    text: f.text,
    file,
    // The fence is on block.line; the block's first content line is the next one.
    line: f.block.line + 1 + f.offset,
    column: f.block.column,
    ...(f.pointer ? { pointer: f.pointer } : {}),
  };
}

/** Checks one page's examples; returns its diagnostics and what it showed. */
export function checkPage(
  page: ExamplePage,
  index: OperationIndex,
  validator: SchemaValidator,
): { diagnostics: Diagnostic[]; examples: PageExamples } {
  const outline = 'outline' in page ? toPageOutline(page.outline) : outlinePage(page.body);
  const state: PageState = { index, validator, last: undefined, uses: [], findings: [] };
  for (const block of outline.blocks) checkBlock(state, block);
  const diagnostics = state.findings.map((f) => toDiagnostic(page.file, f));
  for (const { op, block, missing } of scopeFindings(state.uses, outline.prerequisites)) {
    const scopes = missing.map((s) => `\`${s}\``).join(', ');
    const values = { operation: op.operationId, scopes, first: missing[0]! };
    diagnostics.push({
      code: codes.exampleMissingScope,
      severity: 'error',
      ...said(outline.prerequisites ? 'exMissingScope' : 'exMissingScopeNoSection', values),
      file: page.file,
      line: block.line,
      column: block.column,
    });
  }
  return {
    diagnostics,
    examples: {
      file: page.file,
      operations: state.uses.map((u) => u.op),
      links: outline.links.map((l) => l.url),
    },
  };
}

/**
 * Checks every HTTP example of the pages against the spec: the operation exists, parameters and
 * bodies validate, statuses are declared, responses validate, and the page lists the scopes.
 * Pure: no I/O, so `docgen check`, the build and tests can all call it.
 */
export function checkExamples(input: CheckExamplesInput): Diagnostic[] {
  return inspectExamples(input).diagnostics;
}

/** Like checkExamples, also returning per-page what was checked. */
export function inspectExamples(input: CheckExamplesInput): {
  diagnostics: Diagnostic[];
  pages: PageExamples[];
} {
  const index = indexOperations(input.spec.document);
  const validator = new SchemaValidator(input.validators);
  const results = input.pages.map((page) => checkPage(page, index, validator));
  return {
    diagnostics: results.flatMap((r) => r.diagnostics),
    pages: results.map((r) => r.examples),
  };
}
