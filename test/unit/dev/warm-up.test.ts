import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { lazySiteProcessor } from '../../../src/node/content/lazy-processor.js';
import { fenceLanguages } from '../../../src/node/content/fences.js';
import { warmUp, warmUpPage } from '../../../src/node/dev/watch/warm-up.js';

describe('warm-up page', () => {
  it('finds the fence languages of the pages, with either fence and any length', () => {
    const bodies = [
      '# A\n\n```bash\nls\n```\n\n````JSON title="x"\n{}\n````\n',
      '~~~mermaid\nflowchart LR\n~~~\n\n```\nplain\n```\n\n    ```indented-code\n',
    ];
    expect(fenceLanguages(bodies)).toEqual(['bash', 'json', 'mermaid']);
  });

  it('has a code block per language and a diagram only when the site has one', () => {
    const page = warmUpPage(['bash', 'mermaid']);
    expect(page).toContain('```bash\nx\n```');
    expect(page).toContain('```mermaid\nflowchart LR');
    expect(warmUpPage(['bash'])).not.toContain('mermaid');
  });
});

describe('warmUp', () => {
  it(
    'runs the site processor over the warm-up page, ' +
      'so its first real page finds everything loaded',
    async () => {
      const seen: string[] = [];
      const processor = lazySiteProcessor();
      const recording = {
        process: (file: VFile) => {
          seen.push(String(file.value));
          return processor.process(file);
        },
      };
      const config = resolveConfig({ title: 'Aquecimento' }, '/tmp/site', undefined);
      await warmUp(recording, config, [
        '```ts\nconst a = 1;\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n',
      ]);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toContain('```ts\nx\n```');
      expect(seen[0]).toContain('```mermaid');
    },
  );
});
