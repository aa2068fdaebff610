import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { SERVER_KEY } from './keys.js';
import { statusText } from '../../shared/status-text.js';
import type { TryItDocument, TryItOperation } from '../../shared/try-it.js';
import { AuthSection } from './AuthSection.js';
import { BodyEditor } from './BodyEditor.js';
import { credentials } from './credentials.js';
import { CurlView } from './CurlView.js';
import { curlOf } from './curl.js';
import { type FormState, initialForm, withMedia } from './form-state.js';
import type { Notice } from './oauth.js';
import { ParameterFields } from './ParameterFields.js';
import { buildRequest, type Problem } from './request.js';
import { ResponseView } from './ResponseView.js';
import { type Outcome, send } from './send.js';
import { serverProblems } from './server-errors.js';
import { ServerField } from './ServerField.js';
import { readSession, writeSession } from './session.js';
import { t } from '../i18n.js';

export interface ConsoleProps {
  doc: TryItDocument;
  /** The operation's id (`#operation/<id>`). */
  operation: string;
  op: TryItOperation;
  titleId: string;
  /** 4 beside the operation (under its h3), 2 in the phone dialog. */
  headingLevel: number;
  /** What to tell the reader first (back from a login). */
  notice: Notice | undefined;
  onClose: () => void;
}

/** The server a console starts with: the last one chosen in this tab, else the first offered. */
function startingServer(doc: TryItDocument, op: TryItOperation): string {
  return readSession<string>(SERVER_KEY) ?? op.servers?.[0]?.url ?? doc.servers[0]?.url ?? '';
}

/**
 * One operation's console: server, authentication, parameters and body, "Enviar", the answer, and
 * the cURL of what would be sent.
 */
export function Console({
  doc,
  operation,
  op,
  titleId,
  headingLevel,
  notice,
  onClose,
}: ConsoleProps) {
  const creds = useSyncExternalStore(credentials.subscribe, credentials.get);
  const [form, setForm] = useState<FormState>(() => initialForm(op, startingServer(doc, op)));
  const [notices, setNotices] = useState<Record<string, Notice>>(() =>
    notice ? { [notice.scheme]: notice } : {},
  );
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ outcome: Outcome; curl: string }>();
  const [fromServer, setFromServer] = useState<Problem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => title.current?.focus(), []);

  const built = useMemo(
    () => buildRequest(op, doc, form, creds, location.href),
    [op, doc, form, creds],
  );
  const curl = useMemo(() => curlOf(built.request), [built]);
  const problems = [...(attempted ? built.problems : []), ...fromServer];

  const edit = (next: (f: FormState) => FormState) => {
    setForm(next);
    setFromServer([]);
  };
  const setServer = (server: string) => {
    writeSession(SERVER_KEY, server);
    edit((f) => ({ ...f, server }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFromServer([]);
    if (built.problems.length > 0) {
      setAnnouncement(built.problems.length === 1 ? t('tryIt.fixOne') : t('tryIt.fixMany'));
      // The first field with a problem, which names them (aria-describedby).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSending(true);
    setAnnouncement(t('tryIt.sending'));
    const request = built.request;
    const outcome = await send(request);
    setSending(false);
    setResult({ outcome, curl: curlOf(request) });
    if (outcome.kind === 'response') {
      setAnnouncement(
        t('tryIt.answered', {
          status: outcome.status,
          text: statusText(String(outcome.status)),
          ms: outcome.ms,
        }),
      );
      if (outcome.status === 422)
        setFromServer(serverProblems(op, op.body?.media[form.media], outcome.body.json));
    } else setAnnouncement(t('tryIt.noAnswer', { origin: outcome.origin }));
  };

  const Title = `h${headingLevel}` as 'h4';
  return (
    <section className="try-it" aria-labelledby={titleId}>
      <div className="try-it__bar">
        <Title id={titleId} className="try-it__title" tabIndex={-1} ref={title}>
          {t('tryIt.title')}{' '}
          <span className="try-it__endpoint">
            {op.method} {op.path}
          </span>
        </Title>
        <button type="button" className="try-it__button" onClick={onClose}>
          {t('client.close')}
        </button>
      </div>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
        <ServerField
          value={form.server}
          servers={op.servers ?? doc.servers}
          connect={doc.connect}
          problems={problems.filter((p) => p.key === 'server')}
          onChange={setServer}
        />
        <AuthSection
          doc={doc}
          op={op}
          operation={operation}
          server={form.server}
          creds={creds}
          notices={notices}
          onNotice={(n) => setNotices((all) => ({ ...all, [n.scheme]: n }))}
        />
        <ParameterFields
          parameters={op.parameters}
          values={form.params}
          problems={problems}
          onChange={(key, value) => edit((f) => ({ ...f, params: { ...f.params, [key]: value } }))}
        />
        {op.body ? (
          <BodyEditor
            body={op.body}
            form={form}
            problems={problems}
            onMedia={(i) => edit((f) => withMedia(op, f, i))}
            onText={(bodyText) => edit((f) => ({ ...f, bodyText }))}
            onField={(name, value) =>
              edit((f) => ({ ...f, fields: { ...f.fields, [name]: value } }))
            }
            onFile={(name, file) => edit((f) => ({ ...f, files: { ...f.files, [name]: file } }))}
            onReset={() => edit((f) => withMedia(op, f, f.media))}
          />
        ) : null}
        {built.notes.map((note) => (
          <p className="try-it__note" key={note}>
            {note}
          </p>
        ))}
        <div className="try-it__actions">
          {/* Never disabled: a disabled button drops the keyboard focus. */}
          <button type="submit" className="try-it__send" aria-disabled={sending}>
            {t('tryIt.send')}
          </button>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      </form>
      {result ? (
        <ResponseView
          outcome={result.outcome}
          curl={result.curl}
          connect={doc.connect}
          headingLevel={headingLevel + 1}
        />
      ) : null}
      <CurlView curl={curl} headingLevel={headingLevel + 1} />
    </section>
  );
}
