// Generates docs/idiomas.md, the list of every string docgen writes for readers, from the
// catalogue (src/shared/i18n/): each key with its pt-BR, English and Spanish message, for the
// config's `strings` (and `i18n.localeConfigs.<locale>.strings`). `node
// scripts/strings-reference.mjs` rewrites the file; test/unit/i18n/strings-reference.test.ts
// checks that it is up to date.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const target = fileURLToPath(new URL('../docs/idiomas.md', import.meta.url));

const AREAS = {
  frame: 'A moldura de toda página: barra de navegação, barra lateral, sumário, rodapé, avisos',
  pages: 'As páginas que o docgen faz: início, busca, 404, marcadores, erro',
  reference: 'A referência da API',
  changelog: 'As alterações da API e o `docgen diff`',
  client: 'O script das páginas: busca, cópia, diagramas, ilhas',
  tryIt: 'O console "Experimentar"',
  languages: 'Um site em vários idiomas',
};

/** The catalogue, bundled from its TypeScript sources. */
async function loadCatalogue() {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('../src/shared/i18n/catalogue.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = Buffer.from(bundled.outputFiles[0].text).toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}

/** The text of docs/idiomas.md. */
export async function stringsReference() {
  const { catalogues } = await loadCatalogue();
  const cell = (text) => (text ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    '# Os textos do docgen',
    '',
    '<!-- Gerado de src/shared/i18n/ por `node scripts/strings-reference.mjs`: não edite. -->',
    '',
    'Todo texto que o docgen escreve para quem lê o site vem deste catálogo, em pt-BR, inglês',
    '(`en`) e espanhol (`es`); `locale` (ou o `htmlLang` de cada idioma de `i18n`) escolhe a',
    'coluna, e um idioma sem catálogo usa a do inglês. `strings` no `docgen.config.ts` troca',
    'qualquer um pela chave (e `i18n.localeConfigs.<idioma>.strings`, só num idioma); uma chave',
    'que não está aqui é um erro (DG1021). `{nome}` é trocado por um valor (um número, um nome):',
    'mantenha-o no texto.',
    '',
  ];
  const pt = catalogues['pt-BR'];
  for (const [area, description] of Object.entries(AREAS)) {
    lines.push(
      `## \`${area}\``,
      '',
      `${description}.`,
      '',
      '| chave | pt-BR | en | es |',
      '| --- | --- | --- | --- |',
    );
    const walk = (node, prefix) => {
      for (const [key, value] of Object.entries(node)) {
        const at = `${prefix}.${key}`;
        if (typeof value === 'string') {
          const get = (lang) => cell(at.split('.').reduce((n, k) => n?.[k], catalogues[lang]));
          lines.push(`| \`${at}\` | ${cell(value)} | ${get('en')} | ${get('es')} |`);
        } else walk(value, at);
      }
    };
    walk(pt[area], area);
    lines.push('');
  }
  const unknown = Object.keys(pt).filter((area) => !(area in AREAS));
  if (unknown.length > 0) throw new Error(`areas without a description: ${unknown.join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await writeFile(target, await stringsReference());
