import { t } from '../client/i18n.js';

/**
 * The reason phrases of the status codes the console shows, in the site's language: the
 * reference's (`reference.status`), inlined when the console is bundled. The console's alone (the
 * reference has openapi/status-text.ts); it stays in src/shared because its path is part of the
 * name esbuild gives the console's chunk, which every page's script names.
 */
const TEXT: Record<string, string> = {
  '100': t('reference.status.100'),
  '101': t('reference.status.101'),
  '200': t('reference.status.200'),
  '201': t('reference.status.201'),
  '202': t('reference.status.202'),
  '203': t('reference.status.203'),
  '204': t('reference.status.204'),
  '206': t('reference.status.206'),
  '301': t('reference.status.301'),
  '302': t('reference.status.302'),
  '303': t('reference.status.303'),
  '304': t('reference.status.304'),
  '307': t('reference.status.307'),
  '308': t('reference.status.308'),
  '400': t('reference.status.400'),
  '401': t('reference.status.401'),
  '402': t('reference.status.402'),
  '403': t('reference.status.403'),
  '404': t('reference.status.404'),
  '405': t('reference.status.405'),
  '406': t('reference.status.406'),
  '408': t('reference.status.408'),
  '409': t('reference.status.409'),
  '410': t('reference.status.410'),
  '412': t('reference.status.412'),
  '413': t('reference.status.413'),
  '415': t('reference.status.415'),
  '422': t('reference.status.422'),
  '423': t('reference.status.423'),
  '428': t('reference.status.428'),
  '429': t('reference.status.429'),
  '500': t('reference.status.500'),
  '501': t('reference.status.501'),
  '502': t('reference.status.502'),
  '503': t('reference.status.503'),
  '504': t('reference.status.504'),
};

const RANGES: Record<string, string> = {
  '1': t('reference.status.1XX'),
  '2': t('reference.status.2XX'),
  '3': t('reference.status.3XX'),
  '4': t('reference.status.4XX'),
  '5': t('reference.status.5XX'),
};

/** `404` → `Não encontrado`; `4XX` → `Erro do cliente`; `default` → `Qualquer outra resposta`. */
export function statusText(status: string): string {
  if (status === 'default') return t('reference.status.default');
  const exact = TEXT[status];
  if (exact) return exact;
  return RANGES[status[0] ?? ''] ?? '';
}
