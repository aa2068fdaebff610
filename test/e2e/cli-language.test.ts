// The CLI speaks one language at a time: the site's (pt-BR unless its config says), English with
// `--lang en` or where there is no site; its help, its diagnostics and their framing, its summary.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.js';

/** The site's language, not the English the other tests read (test/helpers/cli.ts). */
const env = { DOCGEN_LANG: '' };

/** The check fixture with a broken link and an image without alt text, in `locale` if given. */
function brokenSite(locale?: string): string {
  const dir = copyFixture('check-base');
  const config = path.join(dir, 'docgen.config.ts');
  if (locale)
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("  title: '", `  locale: '${locale}',\n  title: '`),
    );
  writeFileSync(
    path.join(dir, 'content/docs/intro.md'),
    '# Introdução\n\nLeia o [perfil](./inexistente.md).\n\n![](./logo.png)\n',
  );
  return dir;
}

describe('the help', () => {
  it('is in English outside a project', async () => {
    const r = await runCli(['--help'], mkdtempSync(path.join(tmpdir(), 'docgen-nada-')), env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: docgen \[options\] \[command\]/);
    expect(r.stdout).toContain('Commands:');
    expect(r.stdout).toContain('build [options]');
  });

  it("is in the site's language in a project, and in the one --lang asks for", async () => {
    const site = copyFixture('check-base');
    const ptBR = await runCli(['build', '--help'], site, env);
    expect(ptBR.stdout).toMatch(/^Uso: docgen build \[opções\]/);
    expect(ptBR.stdout).toContain('Opções:');
    expect(ptBR.stdout).toContain('pasta de saída (padrão: dist)');
    expect(ptBR.stdout).toContain('Opções globais:');
    const en = await runCli(['build', '--help', '--lang', 'en'], site, env);
    expect(en.stdout).toContain('output folder (default: dist)');
    const es = await runCli(['--lang=es', 'serve', '--help'], site, env);
    expect(es.stdout).toContain('Opciones:');
    expect(es.stdout).toContain('puerto en el que escuchar (0 elige uno libre)');
    expect(es.stdout).toMatch(/predeterminado:\s+3000/);
  });
});

describe('the diagnostics and the summary', () => {
  it('are pt-BR for a pt-BR site, framing and all', async () => {
    const r = await runCli(['check'], brokenSite(), env);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'content/docs/intro.md:3:8  erro  DG4001  Link quebrado "/docs/inexistente.md": a página ' +
        '/docs/inexistente.md não existe',
    );
    expect(r.stdout).toContain('    dica: Corrija o destino, ou defina onBrokenLinks');
    expect(r.stdout).toContain('aviso  DG2007  Imagem sem texto alternativo: ./logo.png');
    expect(r.stdout).toMatch(/\n1 erro, 1 aviso \(\d+ ms\)\n$/);
  });

  it('are English with --lang en, and for a site whose locale is English', async () => {
    for (const [site, args] of [
      [brokenSite(), ['check', '--lang', 'en']],
      [brokenSite('en-US'), ['check']],
    ] as const) {
      const r = await runCli([...args], site, env);
      expect(r.stdout).toContain(
        'error  DG4001  Broken link "/docs/inexistente.md": the page /docs/inexistente.md does ' +
          'not exist',
      );
      expect(r.stdout).toContain('    hint: Fix the target, or set onBrokenLinks');
      expect(r.stdout).toContain('warning  DG2007  Image without alt text: ./logo.png');
      expect(r.stdout).toMatch(/\n1 error, 1 warning \(\d+ ms\)\n$/);
    }
  });

  it('are Spanish for a Spanish site, the JSON report included', async () => {
    const r = await runCli(['check', '--format', 'json'], brokenSite('es'), env);
    const report = JSON.parse(r.stdout) as { findings: { code: string; message: string }[] };
    const messages = report.findings.map((f) => `${f.code} ${f.message}`);
    expect(messages).toContain('DG2007 Imagen sin texto alternativo: ./logo.png');
    expect(messages).toContain(
      'DG4001 Enlace roto "/docs/inexistente.md": la página /docs/inexistente.md no existe',
    );
  });

  it('and the build summary, in the language', async () => {
    const site = copyFixture('check-base');
    const ptBR = await runCli(['build', '--no-cache'], site, env);
    expect(ptBR.code, ptBR.stderr).toBe(0);
    expect(ptBR.stdout).toMatch(/^Site gerado com \d+ páginas em dist\/ em \d+ ms$/m);
    const en = await runCli(['build', '--lang', 'en'], site, env);
    expect(en.stdout).toMatch(/^Built \d+ pages into dist\/ in \d+ ms$/m);
  });

  it('an error outside a project is English', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-nada-'));
    const r = await runCli(['build', '--config', 'sumiu.ts'], dir, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error  DG1001  Config file not found: sumiu.ts');
    const ptBR = await runCli(['build', '--config', 'sumiu.ts', '--lang', 'pt-BR'], dir, env);
    expect(ptBR.stderr).toContain('erro  DG1001  Arquivo de configuração não encontrado: sumiu.ts');
    expect(ptBR.stderr).toContain('1 erro, 0 avisos');
  });
});
