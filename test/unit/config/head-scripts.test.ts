import { describe, expect, it } from 'vitest';
import {
  cspSourceProblem,
  headScriptProblems,
  scriptSources,
  unpublishedScripts,
} from '../../../src/node/config/head-scripts.js';
import { located } from '../../../src/node/config/validate.js';
import { contentSecurityPolicy, inlineSourcesOf } from '../../../src/node/publish/headers.js';
import { cspHash } from '../../../src/node/site/theme-script.js';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the config scripts: CSP sources', () => {
  it('accepts host sources: an https origin, a *. subdomain wildcard, a port', () => {
    for (const source of [
      'https://plausible.io',
      'https://*.google-analytics.com',
      'https://stats.exemplo.com.br:8443',
      'https://analytics.exemplo.com:*',
    ])
      expect(cspSourceProblem(source)).toBeUndefined();
  });

  it('refuses what would loosen the policy, saying why', () => {
    expect(cspSourceProblem("'unsafe-inline'")).toMatch(/would let any script run/);
    expect(cspSourceProblem("'unsafe-eval'")).toMatch(/would let any script run/);
    expect(cspSourceProblem("'strict-dynamic'")).toMatch(/is a CSP keyword/);
    expect(cspSourceProblem('*')).toMatch(/allows any host/);
    expect(cspSourceProblem('https://*')).toMatch(/allows any host/);
    expect(cspSourceProblem('data:')).toMatch(/every URL of that scheme/);
    expect(cspSourceProblem('https:')).toMatch(/every URL of that scheme/);
    expect(cspSourceProblem('http://plausible.io')).toMatch(/not HTTPS/);
    expect(cspSourceProblem('https://plausible.io/js/')).toMatch(/has a path/);
    expect(cspSourceProblem('plausible.io')).toMatch(/not a host source/);
  });
});

describe('the config scripts: entries', () => {
  it('finds nothing wrong in a file, an inline snippet and their hosts', () => {
    expect(
      headScriptProblems([
        { src: '/js/plausible.js', defer: true, attributes: { 'data-domain': 'x.com.br' } },
        { src: 'https://www.googletagmanager.com/gtag/js?id=G-1', async: true },
        { code: 'window.dataLayer = [];', csp: { connectSrc: ['https://*.google-analytics.com'] } },
      ]),
    ).toEqual([]);
  });

  it('reports each mistake at its key', () => {
    const problems = headScriptProblems([
      { src: 'a.js', code: 'x()' },
      {},
      { src: '//cdn.exemplo.com/a.js' },
      { src: 'http://cdn.exemplo.com/a.js' },
      { code: 'a("</SCRIPT>")', defer: true },
      { src: '/a.js', attributes: { onload: 'x()' } },
      { src: '/a.js', csp: { scriptSrc: ["'unsafe-inline'"], imgSrc: ['https://ok.com', '*'] } },
    ]);
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['scripts.0', 'scripts[0] must have either "src" or "code"'],
      ['scripts.0.src', 'scripts[0].src "a.js" is neither a route of the site nor an https: URL'],
      ['scripts.1', 'scripts[1] must have either "src" or "code"'],
      [
        'scripts.2.src',
        'scripts[2].src "//cdn.exemplo.com/a.js" is neither a route of the site nor an https: URL',
      ],
      [
        'scripts.3.src',
        'scripts[3].src "http://cdn.exemplo.com/a.js" is neither a route of the site nor an ' +
          'https: URL',
      ],
      [
        'scripts.4.code',
        'scripts[4].code contains "</script" or "<!--", which would end or break its element',
      ],
      ['scripts.4.defer', 'scripts[4].defer applies to a file, and this script is inline ("code")'],
      ['scripts.5.attributes.onload', 'scripts[5].attributes."onload" is not a data-* attribute'],
      [
        'scripts.6.csp.scriptSrc.0',
        "scripts[6].csp.scriptSrc: 'unsafe-inline' would let any script run in the page (the CSP " +
          'exists to stop that), refused in script-src',
      ],
      [
        'scripts.6.csp.imgSrc.1',
        'scripts[6].csp.imgSrc: * allows any host; name the hosts the script uses, refused in ' +
          'img-src',
      ],
    ]);
  });

  it('places a problem at its line and column in the config file, with its pointer', () => {
    const source = [
      'export default {',
      '  scripts: [',
      "    { code: 'x()', csp: { scriptSrc: [\"'unsafe-inline'\"] } },",
      '  ],',
      '};',
    ].join('\n');
    const problems = headScriptProblems([{ code: 'x()', csp: { scriptSrc: ["'unsafe-inline'"] } }]);
    const [diagnostic] = located('DG1016', problems, 'docgen.config.ts', () => source);
    expect(diagnostic).toMatchObject({
      code: 'DG1016',
      severity: 'error',
      file: 'docgen.config.ts',
      line: 3,
      column: 39,
      pointer: '/scripts/0/csp/scriptSrc/0',
    });
    expect(diagnostic!.hint).toMatch(/https:\/\/plausible\.io/);
  });
});

describe('the config scripts in the Content-Security-Policy', () => {
  it("adds an https file's origin to script-src and each entry's hosts, each once", () => {
    const sources = scriptSources([
      { src: 'https://plausible.io/js/script.js', csp: { connectSrc: ['https://plausible.io'] } },
      { src: '/js/local.js' },
      {
        code: 'gtag()',
        csp: {
          scriptSrc: ['https://www.googletagmanager.com'],
          connectSrc: ['https://*.google-analytics.com', 'https://plausible.io'],
          imgSrc: ['https://*.google-analytics.com'],
        },
      },
    ]);
    expect(sources).toEqual({
      scriptSrc: ['https://plausible.io', 'https://www.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com', 'https://plausible.io'],
      imgSrc: ['https://*.google-analytics.com'],
    });
    const csp = contentSecurityPolicy(
      [{ scripts: ["'sha256-abc='"], styles: [] }],
      ['https://api.exemplo.com.br', 'https://plausible.io'],
      sources,
    );
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://plausible.io " +
        "https://www.googletagmanager.com 'sha256-abc='",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.exemplo.com.br https://plausible.io " +
        'https://*.google-analytics.com',
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://*.google-analytics.com");
    expect(csp).not.toMatch(/'unsafe-/);
  });

  it('leaves the policy as it was without scripts', () => {
    expect(contentSecurityPolicy([], [], scriptSources([]))).toBe(contentSecurityPolicy([]));
  });
});

describe('the config scripts the site does not publish', () => {
  it('warns of a route no output file has, and of nothing else', () => {
    const files = new Set(['js/plausible.js', 'js/com espaço.js', 'index.html']);
    const warnings = unpublishedScripts(
      [
        { src: '/js/plausible.js?v=1' },
        { src: '/js/com%20espa%C3%A7o.js' },
        { src: 'https://plausible.io/js/script.js' },
        { code: 'x()' },
        { src: '/js/falta.js#x' },
      ],
      files,
      undefined,
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'DG1016',
        severity: 'warning',
        message: 'scripts[4].src "/js/falta.js#x" is not a file the site publishes',
        pointer: '/scripts/4/src',
      }),
    ]);
  });
});

describe('the inline scripts hashed for the policy', () => {
  it('hashes a script with data-* attributes, and leaves data blocks out', () => {
    const html = [
      '<script data-site="x" data-type="json">a()</script>',
      '<script type="module" data-x="1">b()</script>',
      "<script type=''>c()</script>",
      '<script type="application/ld+json" data-x="1">{}</script>',
      '<script type=text/plain>d()</script>',
      '<script src="/e.js" data-y="2"></script>',
    ].join('');
    expect(inlineSourcesOf(html).scripts).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')]);
  });
});
