// `docgen init --locale`: the starter site in pt-BR, English or Spanish (its config, pages and
// example spec), which builds and checks clean, the site's frame in the same language.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const text = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
/** The CLI in the language of the site it makes (not the English the tests read by default). */
const env = { CI: 'true', DOCGEN_LANG: '' };

describe.each([
  {
    locale: 'pt-BR',
    guide: 'content/docs/guias/primeiro-guia.md',
    title: 'Documentação da API',
    intro: '<h1 id="introducao">Introdução</h1>',
    made: 'Projeto de documentação criado em site:',
    built: /^Site gerado com \d+ páginas em dist\/ em \d+ ms$/m,
    words: ['Primeiro guia', 'Obter o status da API', 'Referência da API'],
  },
  {
    locale: 'en',
    guide: 'content/docs/guides/first-guide.md',
    title: 'API Documentation',
    intro: '<h1 id="introduction">Introduction</h1>',
    made: 'Docs project created in site:',
    built: /^Built \d+ pages into dist\/ in \d+ ms$/m,
    words: ['First guide', 'Get the API status', 'API Reference'],
  },
  {
    locale: 'es',
    guide: 'content/docs/guias/primera-guia.md',
    title: 'Documentación de la API',
    intro: '<h1 id="introduccion">Introducción</h1>',
    made: 'Proyecto de documentación creado en site:',
    built: /^Sitio generado con \d+ páginas en dist\/ en \d+ ms$/m,
    words: ['Primera guía', 'Obtener el estado de la API', 'Referencia de la API'],
  },
])('docgen init --locale $locale', ({ locale, guide, title, intro, made, built, words }) => {
  it('writes the starter site in that language, which builds and checks clean', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), `docgen-init-${locale}-`));
    const init = await runCli(['init', 'site', '--locale', locale], cwd, env);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(made);
    expect(init.stdout).toContain(guide);
    const site = path.join(cwd, 'site');
    const config = text(site, 'docgen.config.ts');
    expect(config).toContain(`title: '${title}',`);
    expect(config).toContain(`locale: '${locale}',`);

    const check = await runCli(['check'], site, env);
    expect(check.code, check.stdout).toBe(0);
    const build = await runCli(['build'], site, env);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(built);
    const introPage = text(site, 'dist/docs/intro/index.html');
    expect(introPage).toContain(`<html lang="${locale}"`);
    expect(introPage).toContain(intro);
    const pages = [
      introPage,
      text(site, 'dist/api/index.html'),
      text(site, `${guide.replace('content/', 'dist/').replace(/\.md$/, '')}/index.html`),
    ].join('\n');
    for (const word of words) expect(pages, word).toContain(word);
  });
});

describe('docgen init --locale', () => {
  it('refuses what is not a language tag, as a usage error', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'docgen-init-tag-'));
    const r = await runCli(['init', '--locale', 'português'], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('expected a language tag such as pt-BR, en or es');
  });
});
