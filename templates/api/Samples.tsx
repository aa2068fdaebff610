import type { ReactNode } from 'react';
import { attr } from '../../src/shared/attributes.js';
import type { CodeSampleView, ResponseExampleView } from '../../src/shared/api-view-models.js';

/**
 * Tab group of request samples: one id for the whole site, so the chosen language follows the
 * reader.
 */
export const SAMPLE_TAB_GROUP = 'linguagem';

/**
 * A sample as one text node: the browser colours its tokens (api-highlight.ts), keyed by
 * `data-lang`. Focusable, as it may scroll.
 */
function Code({ code, lang }: { code: string; lang: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it may scroll, so the keyboard must reach it
    <pre className="api-code" tabIndex={0}>
      <code data-lang={lang}>{code}</code>
    </pre>
  );
}

/**
 * Panels in the site's tab markup (`[data-tabs]`, `[data-tab-label]`): without JS they stack under
 * their labels; the site's tabs script makes them an ARIA tablist and remembers the choice.
 */
function Tabs({
  group,
  items,
}: {
  group: string;
  /** `tab`: a shorter text for the tab; the panel keeps showing `label` then. */
  items: { label: string; tab?: string; node: ReactNode }[];
}) {
  const props = { [attr.tabs]: group };
  return (
    <div className="tabs api-tabs" {...props}>
      {items.map((item) => {
        const short = item.tab !== undefined && item.tab !== item.label;
        const panel = {
          [attr.tabLabel]: item.label,
          // tabs.ts reads it as dataset.tabText: the tab's shorter text.
          ...(short ? { 'data-tab-text': item.tab } : {}),
        };
        return (
          <div className="tabs__panel" key={item.label} {...panel}>
            <p className={short ? 'tabs__label tabs__label--kept' : 'tabs__label'}>{item.label}</p>
            {item.node}
          </div>
        );
      })}
    </div>
  );
}

export function RequestSamples({ samples, label }: { samples: CodeSampleView[]; label: string }) {
  if (samples.length === 0) return null;
  return (
    <section className="api-samples" aria-label={`Exemplos de requisição: ${label}`}>
      <p className="api-panel__title">Exemplo de requisição</p>
      <Tabs
        group={SAMPLE_TAB_GROUP}
        items={samples.map((s) => ({ label: s.label, node: <Code code={s.code} lang={s.lang} /> }))}
      />
    </section>
  );
}

/** Response examples, one tab per status (and named example). */
export function ResponseExamples({
  examples,
  label,
}: {
  examples: ResponseExampleView[];
  label: string;
}) {
  if (examples.length === 0) return null;
  const items = examples.map((e) => ({
    label: e.title,
    tab: e.tab,
    node: (
      <>
        <p className="api-media">{e.mediaType}</p>
        <Code code={e.code} lang={e.lang} />
      </>
    ),
  }));
  return (
    <section className="api-samples" aria-label={`Exemplos de resposta: ${label}`}>
      <p className="api-panel__title">Exemplos de resposta</p>
      <Tabs group={`resposta:${items.map((i) => i.label).join('|')}`} items={items} />
    </section>
  );
}
