import type { ApiReference } from '../../shared/api-view-models.js';
import type { ApiPageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import { assembleReference, partSettings } from '../openapi/assemble.js';
import { offersYaml } from '../openapi/spec-file.js';
import {
  referenceOutline,
  referencePart,
  referenceSchemas,
  referenceSettings,
  specInput,
  type OutlineResult,
  type PartViews,
  type SchemasViews,
} from '../openapi/stages.js';
import type { SearchEntry } from '../publish/search/entries.js';
import { apiSchemaEntries, apiSearchEntries, tryIt } from '../publish/stages.js';
import {
  commonOf,
  pageIds,
  heldParts,
  schemasSection,
  tagSection,
  webhooksSection,
  type Held,
  type SectionHead,
} from '../site/api-pages.js';
import { isSplit, SPLIT_COMPONENT_DEPTH } from '../site/api-split.js';
import type { FrameInputs } from '../site/shape.js';
import {
  apiCut,
  apiIndex,
  apiOnePage,
  apiOverview,
  apiSection,
  apiWeight,
} from '../site/stages.js';
import type { OutputFile } from '../output-file.js';
import { referenceLanguage, referenceStrings } from '../openapi/strings.js';
import { htmlLinkedIds } from '../util/fragment-links.js';
import { once } from '../util/once.js';
import { settle } from './settle.js';

/** The reference's pages, with what the search index and the console take of them. */
export interface ApiPages {
  pages: ApiPageModel[];
  /**
   * The console's `try-it.json` (when `api.tryIt` is on), made on the first call: a build asks at
   * once, so that it is made beside the pages; watch mode when a reader's console asks for it.
   */
  tryIt: (() => Promise<OutputFile>) | undefined;
  /** The search entries of the reference's pages: a group per section, then the schemas'. */
  searchEntries: () => Promise<SearchEntry[][]>;
}

const none: ApiPages = { pages: [], tryIt: undefined, searchEntries: async () => [] };

/** The views of every part of the reference, made with one depth of component schemas. */
interface Parts {
  tags: PartViews[];
  webhooks: PartViews;
  schemas: SchemasViews;
}

/**
 * The reference in parts: its outline (made again whenever the spec changes, and cheap), then each
 * part's views (a tag's operations, the webhooks, the schemas), kept while what the part reads of
 * the spec is unchanged; then its pages (one, or a section's pages each), their search entries,
 * and the console's `try-it.json` (when `api.tryIt` is on). An edit to one operation makes its
 * tag's views and pages again, and the pages whose links lead to what moved.
 */
export async function apiReference(
  run: Runner,
  input: {
    spec: LoadedSpec | undefined;
    config: ResolvedConfig;
    frame: FrameInputs;
    /** The console's file is made when asked for, not with the pages (compile.ts). */
    onDemand: boolean;
  },
): Promise<ApiPages> {
  const { spec, config } = input;
  if (!spec) return none;
  return run.step('api reference', async () => {
    const settings = referenceSettings(config);
    const made = await run.get(referenceOutline, { spec, settings });
    run.operations = made.outline.operationCount;
    const partsOf = (depth: number | undefined) => referenceParts(run, made, config, depth);
    const onePage =
      made.outline.operationCount > config.api.splitThreshold
        ? undefined
        : await partsOf(undefined);
    const split = await isSplit({
      operations: made.outline.operationCount,
      splitThreshold: config.api.splitThreshold,
      onePageWeight: async () => {
        const weights = await run.each(apiWeight, [
          ...onePage!.tags,
          onePage!.webhooks,
          onePage!.schemas,
        ]);
        return weights.reduce((a, b) => a + b, 0);
      },
    });
    const parts = split ? await partsOf(SPLIT_COMPONENT_DEPTH) : onePage!;
    const reference = assembleReference({
      head: made.head,
      tags: parts.tags.map((t) => t.operations),
      webhooks: parts.webhooks.operations,
      schemas: parts.schemas.schemas,
      operationCount: made.outline.operationCount,
      split,
    });
    const options = {
      route: config.api.route,
      baseUrl: config.baseUrl,
      yamlDownload: config.api.spec !== undefined && offersYaml(config.api.spec),
      tryIt: config.api.tryIt !== undefined,
      language: referenceLanguage(config),
    };
    const file = config.api.tryIt
      ? once(() =>
          settle(
            run.get(tryIt, {
              reference,
              spec,
              config: { baseUrl: config.baseUrl, api: config.api },
              language: referenceLanguage(config),
            }),
          ),
        )
      : undefined;
    if (!input.onDemand) file?.();
    const pages = await (split
      ? splitPages(run, {
          reference,
          head: made.head,
          sharedLinks: made.sharedLinks,
          parts,
          options,
          frame: input.frame,
        })
      : run
          .get(apiOnePage, { reference, options, frame: input.frame })
          .then((page) => ({ pages: page, sections: [page] })));
    return {
      pages: pages.pages,
      tryIt: file,
      searchEntries: () => searchGroups(run, pages.sections),
    };
  });
}

/** Each part's views, for one depth of component schemas (site/api-split.ts decides which). */
async function referenceParts(
  run: Runner,
  made: OutlineResult,
  config: ResolvedConfig,
  componentDepth: number | undefined,
): Promise<Parts> {
  const { outline, head, shared } = made;
  const language = referenceLanguage(config);
  const settings = partSettings(outline, head, componentDepth, language);
  const common = { shared, baseUrl: config.baseUrl, spec: specInput(config) };
  const empty = { operations: [], links: [] };
  const [tags, webhooks, schemas] = await Promise.all([
    Promise.all(
      outline.tags.map((t) => run.get(referencePart, { ...common, part: t.part, settings })),
    ),
    outline.webhooks.sites.length > 0
      ? run.get(referencePart, { ...common, part: outline.webhooks, settings })
      : empty,
    outline.schemas.names.length > 0
      ? run.get(referenceSchemas, {
          ...common,
          schemas: outline.schemas,
          settings: { redocAliases: head.redocAliases, componentDepth, language },
        })
      : { schemas: [], links: [] },
  ]);
  return { tags, webhooks, schemas };
}

/**
 * The pages of a split reference: each section's (a tag's, the webhooks', the schemas') made on
 * its own from its views, the overview from every section's place.
 */
async function splitPages(
  run: Runner,
  input: {
    reference: ApiReference;
    head: OutlineResult['head'];
    sharedLinks: string[];
    parts: Parts;
    options: Parameters<typeof commonOf>[1];
    frame: FrameInputs;
  },
): Promise<{ pages: ApiPageModel[]; sections: ApiPageModel[][] }> {
  const { reference, parts, options, frame } = input;
  const nothing: Held = { tags: [], webhooks: [], schemas: [] };
  const sections: { head: SectionHead; held: Held; links: string[] }[] = [
    ...reference.tags.map((tag, i) => ({
      head: tagSection(tag, tag.operations.length),
      held: { ...nothing, tags: [tag] },
      links: [...parts.tags[i]!.links, ...htmlLinkedIds([tag.descriptionHtml])],
    })),
    ...(reference.webhooks.length > 0
      ? [
          {
            head: webhooksSection(reference.webhooks.length, referenceStrings(options.language)),
            held: { ...nothing, webhooks: reference.webhooks },
            links: parts.webhooks.links,
          },
        ]
      : []),
    ...(reference.schemas.length > 0
      ? [
          {
            head: schemasSection(referenceStrings(options.language)),
            held: { ...nothing, schemas: reference.schemas },
            links: parts.schemas.links,
          },
        ]
      : []),
  ];
  const cuts = await Promise.all(sections.map((s) => run.get(apiCut, s.held)));
  const index = await run.get(apiIndex, {
    sections: sections.map((s, i) => ({
      head: s.head,
      pages: pageIds(heldParts(s.held, cuts[i]!)),
    })),
    options: { route: options.route, baseUrl: options.baseUrl },
  });
  const common = commonOf(input.head, options);
  const shared = { links: index.links, schemaPages: index.schemaPages };
  // The page of each id a section's descriptions link to: its own's, and the shared ones'.
  const routesOf = (ids: readonly string[]) =>
    Object.fromEntries(
      [...ids, ...input.sharedLinks]
        .filter((id) => Object.hasOwn(index.idRoutes, id))
        .map((id) => [id, index.idRoutes[id]!]),
    );
  const [overview, pages] = await Promise.all([
    run.get(apiOverview, { reference: input.head, index, common, options, frame }),
    Promise.all(
      sections.map((s, i) =>
        run.get(apiSection, {
          head: s.head,
          held: s.held,
          cut: cuts[i]!,
          index: shared,
          routes: routesOf(s.links),
          common,
          options,
          frame,
        }),
      ),
    ),
  ]);
  return { pages: [overview, ...pages.flat()], sections: pages };
}

/**
 * The reference's search entries: each section's operations and parameters (kept while its pages
 * are), then the schemas and their properties, in the pages' order.
 */
async function searchGroups(run: Runner, sections: ApiPageModel[][]): Promise<SearchEntry[][]> {
  const [operations, schemas] = await Promise.all([
    run.each(apiSearchEntries, sections),
    run.get(
      apiSchemaEntries,
      sections.flat().filter((page) => page.api.schemas.length > 0),
    ),
  ]);
  return [...operations, schemas];
}
