import type { BuiltRequest } from './request.js';
import { t } from '../i18n.js';

/** A shell word in single quotes (`'` becomes `'\''`). */
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** `file=@contrato.pdf;type=application/pdf` */
const filePart = (name: string, file: string | undefined, type: string | undefined) =>
  `${name}=@${file ?? t('tryIt.curl.file')}${type ? `;type=${type}` : ''}`;

/**
 * The cURL command of a built request: the same URL, headers and body the console's fetch sends
 * (files by name, as `@file`), in the layout of the reference's cURL samples.
 */
export function curlOf(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${quote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${quote(`${name}: ${value}`)}`);
  if (request.cookies.length > 0)
    lines.push(`--cookie ${quote(request.cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  const body = request.body;
  if (body.kind === 'text') lines.push(`--data ${quote(body.text)}`);
  else if (body.kind === 'form')
    lines.push(`--data ${quote(new URLSearchParams(body.pairs).toString())}`);
  else if (body.kind === 'file')
    lines.push(`--data-binary ${quote(`@${body.file?.name ?? t('tryIt.curl.file')}`)}`);
  else if (body.kind === 'multipart')
    for (const part of body.parts)
      lines.push(
        'value' in part
          ? // --form-string: a value starting with @ or < is text, as in the browser's FormData.
            `--form-string ${quote(`${part.name}=${part.value}`)}`
          : `--form ${quote(filePart(part.name, part.file?.name, part.type))}`,
      );
  return lines.join(' \\\n  ');
}
