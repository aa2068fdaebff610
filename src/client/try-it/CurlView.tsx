import { useState } from 'react';
import { copyText } from '../dom.js';
import { Highlighted } from './Highlighted.js';
import { t } from '../i18n.js';

/** A "Copiar cURL" button that says for a moment whether it copied. */
export function CopyCurl({ curl, label = t('tryIt.curl.copy') }: { curl: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'ok' | 'fail'>('idle');
  return (
    <button
      type="button"
      className="try-it__button try-it__button--small"
      onClick={async () => {
        setState((await copyText(curl)) ? 'ok' : 'fail');
        setTimeout(() => setState('idle'), 1500);
      }}
    >
      {state === 'ok'
        ? t('tryIt.curl.copied')
        : state === 'fail'
          ? t('tryIt.curl.notCopied')
          : label}
    </button>
  );
}

/** The cURL of what "Enviar" would send now: made from the same request as the fetch. */
export function CurlView({ curl, headingLevel }: { curl: string; headingLevel: number }) {
  const Heading = `h${Math.min(6, headingLevel)}` as 'h5';
  return (
    <div className="try-it__curl">
      <div className="try-it__bar">
        <Heading className="try-it__subtitle">{t('tryIt.curl.title')}</Heading>
        <CopyCurl curl={curl} />
      </div>
      <Highlighted code={curl} lang="curl" />
    </div>
  );
}
