import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/** `docgen init`: what it writes, what it refuses, and when it asks. */
const fresh = () => mkdtempSync(path.join(tmpdir(), 'docgen-init-'));
const text = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const bin = path.join(repoRoot, 'bin/docgen.js');
/** init speaks the language of the site it makes (pt-BR unless `--locale` says), not `en`. */
const siteLanguage = { DOCGEN_LANG: '' };

describe('docgen init without a terminal', () => {
  it('asks nothing, writes the project with the defaults and prints the next steps', async () => {
    const cwd = fresh();
    const result = await runCli(['init', 'docs-site'], cwd, { CI: '', ...siteLanguage });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('Título do site');
    const dir = path.join(cwd, 'docs-site');
    for (const file of [
      'docgen.config.ts',
      'content/pages/index.md',
      'content/docs/intro.md',
      'content/docs/guias/primeiro-guia.md',
      'spec/openapi.yaml',
    ])
      expect(existsSync(path.join(dir, file)), file).toBe(true);
    expect(text(dir, 'docgen.config.ts')).toContain("title: 'Documentação da API',");
    // The package's name on npm (`docgen` there is another project), whose types the config gets.
    expect(text(dir, 'docgen.config.ts')).toMatch(
      /^import \{ defineConfig \} from 'docgen-openapi';\n/,
    );
    expect(text(dir, 'docgen.config.ts')).toContain('node_modules/docgen-openapi/docs/');
    expect(JSON.parse(text(dir, 'package.json'))).toEqual({
      name: 'docs-site',
      version: '0.0.0',
      private: true,
      scripts: {
        'docs:build': 'docgen build',
        'docs:watch': 'docgen watch',
        'docs:check': 'docgen check',
      },
    });
    expect(text(dir, '.gitignore')).toMatch(/^# docgen\ndist\/\nnode_modules\/\n/);
    expect(result.stdout).toContain('Próximos passos:');
    expect(result.stdout).toMatch(/^ {2}cd docs-site$/m);
    expect(result.stdout).toMatch(/^ {2}npm install --save-dev docgen-openapi +instala/m);
    expect(result.stdout).not.toContain('npm uninstall');
    expect(result.stdout).toContain('node_modules/docgen-openapi/docs/usar-o-docgen.md');
    expect(result.stdout).toContain('npm run docs:watch');
  });

  it('leaves the navigation to a Docusaurus sidebars.js already in the folder', async () => {
    const dir = fresh();
    writeFileSync(path.join(dir, 'sidebars.js'), "export default { docs: ['intro'] };\n");
    const result = await runCli(['init', '.'], dir, { CI: '', ...siteLanguage });
    expect(result.code, result.stderr).toBe(0);
    const config = text(dir, 'docgen.config.ts');
    // `sidebars` in the config would win over the file.
    expect(config).not.toMatch(/^ {2}sidebars:/m);
    expect(config).toContain('// As barras laterais vêm do sidebars.js');
    expect(config).toContain("{ label: 'Documentação', to: '/docs/' }");
    const built = await runCli(['build'], dir);
    expect(built.code, built.stderr).toBe(0);
    expect(text(dir, 'dist/docs/intro/index.html')).toContain('href="/docs/intro/"');
  });

  it('merges into an existing package.json and .gitignore, keeping what is there', async () => {
    const dir = fresh();
    const manifest = {
      name: 'minha-api',
      scripts: { test: 'vitest', 'docs:build': 'docgen build' },
      devDependencies: { 'docgen-openapi': '^0.1.0' },
    };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 4) + '\n');
    writeFileSync(path.join(dir, '.gitignore'), 'dist/\n.env');
    const result = await runCli(['init', '--title', "Pagamentos d'Ouro"], dir, siteLanguage);
    expect(result.code, result.stderr).toBe(0);
    expect(text(dir, 'package.json')).toBe(
      JSON.stringify(
        {
          ...manifest,
          scripts: {
            ...manifest.scripts,
            'docs:watch': 'docgen watch',
            'docs:check': 'docgen check',
          },
        },
        null,
        4,
      ) + '\n',
    );
    expect(text(dir, '.gitignore')).toMatch(/^dist\/\n\.env\n\n# docgen\nnode_modules\/\n/);
    expect(text(dir, 'docgen.config.ts')).toContain("title: 'Pagamentos d\\'Ouro',");
    // docgen is a dependency already, and the project is here.
    expect(result.stdout).not.toContain('npm install');
    expect(result.stdout).not.toContain('  cd ');
  });

  it('says to remove `docgen`, another project on npm, and to install docgen-openapi', async () => {
    const dir = fresh();
    const manifest = { name: 'minha-api', devDependencies: { docgen: '^0.0.1' } };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
    const result = await runCli(['init', '--title', 'Pagamentos'], dir, siteLanguage);
    expect(result.code, result.stderr).toBe(0);
    // The dependency is the project's to remove: init only says so.
    expect(JSON.parse(text(dir, 'package.json')).devDependencies).toEqual(manifest.devDependencies);
    const steps = result.stdout.slice(result.stdout.indexOf('Próximos passos:'));
    expect(steps).toMatch(/^ {2}npm uninstall docgen +remove o pacote "docgen" do npm/m);
    expect(steps).toMatch(/^ {2}npm install --save-dev docgen-openapi +instala/m);
    expect(steps.indexOf('npm uninstall')).toBeLessThan(steps.indexOf('npm install'));
  });

  it('copies the spec given with --spec (JSON stays JSON, named in the config)', async () => {
    const dir = fresh();
    const spec = { openapi: '3.0.3', info: { title: 'X', version: '1' }, paths: {} };
    writeFileSync(path.join(dir, 'minha.json'), JSON.stringify(spec));
    const result = await runCli(['init', 'site', '--yes', '--spec', 'minha.json'], dir);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(text(dir, 'site/spec/openapi.json'))).toEqual(spec);
    expect(existsSync(path.join(dir, 'site/spec/openapi.yaml'))).toBe(false);
    expect(text(dir, 'site/docgen.config.ts')).toContain("api: { spec: 'spec/openapi.json' },");
  });
});

describe('docgen init refuses', () => {
  it('to overwrite any file: every conflict listed, exit 1, nothing written', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
    writeFileSync(path.join(dir, 'content/docs/intro.md'), '# Minha introdução\n');
    const manifest = '{ "scripts": { "docs:check": "eslint ." } }\n';
    writeFileSync(path.join(dir, 'package.json'), manifest);
    const result = await runCli(['init', '--yes'], dir, siteLanguage);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/docs/intro.md  erro  DG1006  O arquivo já existe: intro.md',
    );
    expect(result.stderr).toContain(
      'package.json#/scripts/docs:check  erro  DG1006  O script "docs:check" já existe com ' +
        'outro comando: "eslint ."',
    );
    expect(result.stderr).toContain('dica: docgen init não sobrescreve nada');
    expect(result.stderr).toContain('2 erros, 0 avisos');
    expect(text(dir, 'content/docs/intro.md')).toBe('# Minha introdução\n');
    expect(text(dir, 'package.json')).toBe(manifest);
    for (const file of ['docgen.config.ts', 'spec', 'content/pages', '.gitignore'])
      expect(existsSync(path.join(dir, file)), file).toBe(false);
  });

  it('a spec that is not OpenAPI (DG1007), a package.json not JSON (DG1008)', async () => {
    const dir = fresh();
    writeFileSync(path.join(dir, 'nao-api.yaml'), 'titulo: não é uma API\ninfo: {}\n');
    const notApi = await runCli(['init', 'a', '--spec', 'nao-api.yaml'], dir, siteLanguage);
    expect(notApi.code).toBe(1);
    expect(notApi.stderr).toMatch(
      /nao-api\.yaml {2}erro {2}DG1007 {2}O arquivo não é um documento OpenAPI /,
    );
    const missing = await runCli(['init', 'a', '--spec', 'sumiu.yaml'], dir, siteLanguage);
    expect(missing.stderr).toContain('DG1007  O arquivo OpenAPI não pôde ser lido (ENOENT)');
    expect(existsSync(path.join(dir, 'a'))).toBe(false);
    writeFileSync(path.join(dir, 'package.json'), '{ "name": ');
    const broken = await runCli(['init'], dir, siteLanguage);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('package.json  erro  DG1008  O package.json não é JSON válido');
    // The same refusal for an English site, in English.
    const english = await runCli(['init', '--locale', 'en'], dir, siteLanguage);
    expect(english.stderr).toContain(
      'package.json  error  DG1008  The package.json is not valid JSON',
    );
    expect(english.stderr).toContain('hint: Fix the package.json and run `docgen init` again');
    expect(existsSync(path.join(dir, 'docgen.config.ts'))).toBe(false);
  });
});

/** Runs init on a pseudo-terminal (util-linux `script`), typing `answers` one line at a time. */
function onTerminal(cwd: string, args: string, answers: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('script', ['-qec', `"${process.execPath}" "${bin}" ${args}`, '/dev/null'], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    let output = '';
    let answered = 0;
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      // Each question ends with "): ". Answer each once, after it is shown: readline drops a line
      // typed before its question.
      const asked = (output.match(/\): /g) ?? []).length;
      for (; answered < Math.min(asked, answers.length); answered++)
        child.stdin.write(answers[answered] + '\n');
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('docgen init on a terminal', () => {
  it('asks for the language, the title and the spec, Enter keeping the example', async () => {
    const dir = fresh();
    const answers = ['', 'Portal de Pagamentos', ''];
    const result = await onTerminal(dir, 'init site', answers, { CI: '' });
    expect(result.code, result.output).toBe(0);
    // Outside a project the CLI speaks English; once pt-BR is chosen, it asks in pt-BR.
    expect(result.output).toContain('Site language: pt-BR, en or es (pt-BR): ');
    expect(result.output).toContain('Título do site (Documentação da API): ');
    expect(result.output).toContain('Arquivo OpenAPI da sua API (Enter para um exemplo): ');
    expect(text(dir, 'site/docgen.config.ts')).toContain("title: 'Portal de Pagamentos',");
    expect(text(dir, 'site/spec/openapi.yaml')).toContain('API de exemplo');
  });

  it('asks again for a language that is not a tag, then goes on in the one chosen', async () => {
    const dir = fresh();
    const result = await onTerminal(dir, 'init site', ['Spanish', 'es', '', ''], { CI: '' });
    expect(result.code, result.output).toBe(0);
    expect(result.output.match(/Site language: /g)).toHaveLength(2);
    expect(result.output).toContain('Título del sitio (Documentación de la API): ');
    expect(result.output).toContain('Próximos pasos:');
    expect(text(dir, 'site/docgen.config.ts')).toContain("locale: 'es',");
  });

  it('but never in CI, nor with --yes', async () => {
    for (const [args, env] of [
      ['init ci', { CI: 'true' }],
      ['init yes --yes', { CI: '' }],
    ] as const) {
      const dir = fresh();
      const result = await onTerminal(dir, args, [], env);
      expect(result.code, result.output).toBe(0);
      expect(result.output).not.toContain('Título do site');
    }
  });
});
