import { exampleText, mediaExamples } from './examples.js';
import type { OperationContext, OperationSite } from './operations.js';
import { requestSamples, specSamples } from './request-samples.js';
import { authHeaderFor } from './security.js';
import { serverUrlWithDefaults } from './servers.js';
import type { CodeSampleView, OperationView } from '../../shared/api-view-models.js';
import { isObject, type JsonObject } from '../util/objects.js';

/** What an operation's samples are made of, besides its site. */
export interface SampleParts {
  params: { p: JsonObject }[];
  body: JsonObject | undefined;
  security: OperationView['security'];
  servers: JsonObject[];
}

/**
 * The right panel's samples: for an operation, the request in every language (the spec's own
 * first), one per example; for a webhook or callback, which the API sends, the payload's examples.
 */
export function samplesOf(
  site: OperationSite,
  op: JsonObject,
  parts: SampleParts,
  ctx: OperationContext,
): Pick<OperationView, 'samples' | 'requestExamples' | 'examplesGroup' | 'sampleNote'> {
  const codeSamples = op['x-codeSamples'] ?? op['x-code-samples'];
  if (site.kind !== 'operation') return payloadSamples(parts.body, codeSamples, ctx);
  const serverUrl = parts.servers[0] ? serverUrlWithDefaults(parts.servers[0]) : ctx.serverUrl;
  const made = requestSamples({
    method: site.method,
    path: site.path,
    serverUrl,
    parameters: parts.params.map((x) => x.p),
    requestBody: parts.body,
    authHeader: authHeaderFor(parts.security, ctx.document, ctx.strings),
    document: ctx.document,
    codeSamples,
    words: ctx.strings,
  });
  return {
    samples: made.samples,
    ...chooser(made.examples, ctx, made.variants ? 'variante' : 'exemplo'),
    sampleNote: made.relative
      ? serverUrl === undefined
        ? ctx.strings.operation.noServersUrl
        : ctx.strings.operation.noServerUrl
      : undefined,
  };
}

/**
 * The example chooser's tabs and their group: `variante:<labels>` for a body's variants, the
 * group of the switch between them in the body's tree (variants.ts), so the two follow each other.
 */
function chooser(
  examples: { label: string; description: unknown }[],
  ctx: OperationContext,
  kind: 'exemplo' | 'variante' = 'exemplo',
): Pick<OperationView, 'requestExamples' | 'examplesGroup'> {
  return {
    requestExamples: examples.map((e) => ({
      label: e.label,
      descriptionHtml: ctx.describe(e.description),
    })),
    examplesGroup: `${kind}:${examples.map((e) => e.label).join('|')}`,
  };
}

/**
 * A webhook's or callback's payload: its body's examples as JSON (made as the API sends it, its
 * readOnly properties in), and the spec's samples.
 */
function payloadSamples(
  body: JsonObject | undefined,
  codeSamples: unknown,
  ctx: OperationContext,
): Pick<OperationView, 'samples' | 'requestExamples' | 'examplesGroup' | 'sampleNote'> {
  const [mediaType, media] = Object.entries(isObject(body?.content) ? body.content : {})[0] ?? [];
  const examples =
    mediaType && isObject(media) ? mediaExamples(media, 'response', ctx.document, ctx.strings) : [];
  const [first, ...more] = examples.map((e) => exampleText(e.value));
  const payload: CodeSampleView[] =
    first === undefined
      ? []
      : [
          {
            lang: mediaType!.includes('json') ? 'json' : 'text',
            label: mediaType!,
            code: first,
            more,
            fromSpec: false,
          },
        ];
  return {
    samples: [...specSamples(codeSamples, ctx.strings), ...payload],
    ...chooser(
      examples.length > 1 ? examples : [],
      ctx,
      examples.every((e) => e.generated) ? 'variante' : 'exemplo',
    ),
    sampleNote: undefined,
  };
}
