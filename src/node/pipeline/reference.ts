import type { ApiPageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import { offersYaml } from '../openapi/spec-file.js';
import { reference, referenceSettings } from '../openapi/stages.js';
import { tryIt } from '../publish/stages.js';
import type { FrameInputs } from '../site/plan.js';
import { apiPages } from '../site/stages.js';
import type { OutputFile } from '../output-file.js';

/**
 * The reference's view models, then its pages and the console's `try-it.json` (when `api.tryIt` is
 * on): each kept while its own inputs are unchanged.
 */
export async function apiReference(
  run: Runner,
  input: { spec: LoadedSpec | undefined; config: ResolvedConfig; frame: FrameInputs },
): Promise<{ pages: ApiPageModel[]; tryIt: OutputFile | undefined }> {
  const { spec, config } = input;
  if (!spec) return { pages: [], tryIt: undefined };
  return run.step('api reference', async () => {
    const made = await run.get(reference, { spec, settings: referenceSettings(config) });
    run.operations = made.operationCount;
    const options = {
      route: config.api.route,
      baseUrl: config.baseUrl,
      yamlDownload: config.api.spec !== undefined && offersYaml(config.api.spec),
      tryIt: config.api.tryIt !== undefined,
    };
    const [pages, file] = await Promise.all([
      run.get(apiPages, { reference: made, options, frame: input.frame }),
      config.api.tryIt
        ? run.get(tryIt, {
            reference: made,
            spec,
            config: { baseUrl: config.baseUrl, api: config.api },
          })
        : undefined,
    ]);
    return { pages, tryIt: file };
  });
}
