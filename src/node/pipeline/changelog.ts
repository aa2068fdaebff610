import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import { labelOf } from '../config/versions.js';
import { apiChanges } from '../changelog/stages.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Runner } from '../graph/runner.js';
import type { RenderedPage } from '../render/render-page.js';
import { render } from '../render/stages.js';
import type { ChangelogVersion } from '../site/changelog-page.js';
import { changelogModel } from '../site/stages.js';
import { referenceLanguage } from '../openapi/strings.js';
import type { VariantPublished } from './publish.js';

/**
 * `/api/changelog/` of a site whose versions have two specs or more: each version's changes from
 * the one before it (newest first), in the primary variant's frame. None on any other site.
 */
export async function changelogOf(
  run: Runner,
  config: ResolvedConfig,
  variants: readonly VariantPublished[],
): Promise<{ model: PageModel; page: RenderedPage } | undefined> {
  const withSpecs = config.versions.list.flatMap((version) => {
    const made = variants.find((v) => v.variant.name === version.name);
    return made?.spec ? [{ version, made, spec: made.spec }] : [];
  });
  if (withSpecs.length < 2) return undefined;
  const language = referenceLanguage(config);
  const named = ({ version, made }: (typeof withSpecs)[number]): ChangelogVersion => ({
    name: version.name,
    label: labelOf(version),
    apiRoute: made.variant.config.api.route,
    idRoutes: idRoutesOf(made.api.pages),
  });
  const pairs = await run.step('api changelog', () =>
    Promise.all(
      withSpecs.slice(0, -1).map(async (newer, i) => {
        const older = withSpecs[i + 1]!;
        const diff = await run.get(apiChanges, { older: older.spec, newer: newer.spec, language });
        return { older: named(older), newer: named(newer), diff };
      }),
    ),
  );
  const model = await run.get(changelogModel, {
    frame: variants[0]!.shape.frame,
    apiRoute: config.api.route,
    baseUrl: config.baseUrl,
    pairs,
    language,
  });
  const templates = (await run.services.templates).id;
  return { model, page: await run.get(render, { model, templates }) };
}

/** Where each id of a reference is (a split one's overview knows; one page holds them all). */
function idRoutesOf(pages: readonly ApiPageModel[]): Record<string, string> {
  return pages.find((page) => page.api.idRoutes)?.api.idRoutes ?? {};
}
