import type {
  CodeSampleView,
  OperationView,
  ResponseExampleView,
} from '../../src/shared/api-view-models.js';
import { useStrings } from '../strings.js';
import { Html } from './Anchor.js';
import { Tabs } from './Tabs.js';

/**
 * Tab group of request samples: one id for the whole site, so the chosen language follows the
 * reader.
 */
export const SAMPLE_TAB_GROUP = 'linguagem';

/** Tab group of a webhook's or callback's payload samples (not languages: a group of its own). */
const PAYLOAD_TAB_GROUP = 'payload';

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
 * One language's samples: the code, or, when the operation's samples follow several examples, the
 * example chooser (a tab group the chooser of every language shares, so all follow one choice).
 */
function Sample({ sample, op }: { sample: CodeSampleView; op: OperationView }) {
  const { samples } = useStrings().reference;
  if (sample.more.length === 0 || op.requestExamples.length < 2)
    return <Code code={sample.code} lang={sample.lang} />;
  const codes = [sample.code, ...sample.more];
  return (
    <Tabs
      group={op.examplesGroup}
      name={samples.example}
      className="api-examples"
      items={op.requestExamples.map((example, i) => ({
        label: example.label,
        node: (
          <>
            <Html html={example.descriptionHtml} />
            <Code code={codes[i] ?? ''} lang={sample.lang} />
          </>
        ),
      }))}
    />
  );
}

/**
 * The request samples of an operation, in every language (the spec's own first), each following
 * the chosen example; for a webhook or callback, the payload the API sends.
 */
export function RequestSamples({ op, label }: { op: OperationView; label: string }) {
  const { samples } = useStrings().reference;
  if (op.samples.length === 0) return null;
  const payload = op.kind !== 'operation';
  return (
    <section
      className="api-samples"
      aria-label={`${payload ? samples.payloads : samples.requests}: ${label}`}
    >
      <p className="api-panel__title">{payload ? samples.payload : samples.request}</p>
      {op.sampleNote ? <p className="api-panel__note">{op.sampleNote}</p> : null}
      <Tabs
        group={payload ? PAYLOAD_TAB_GROUP : SAMPLE_TAB_GROUP}
        name={payload ? samples.format : samples.language}
        items={op.samples.map((s) => ({ label: s.label, node: <Sample sample={s} op={op} /> }))}
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
  const { samples } = useStrings().reference;
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
    <section className="api-samples" aria-label={`${samples.responses}: ${label}`}>
      <p className="api-panel__title">{samples.responses}</p>
      <Tabs
        group={`resposta:${items.map((i) => i.label).join('|')}`}
        name={samples.response}
        items={items}
      />
    </section>
  );
}
