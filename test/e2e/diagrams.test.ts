import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, gotoSettled } from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import { siteInBrowser } from './chrome-support.js';

const shots = path.join(artifactsDir, 'diagrams');
mkdirSync(shots, { recursive: true });

/** What a reader sees of each text of each diagram on a page. */
interface TextReport {
  diagram: number;
  text: string;
  /** Rendered font size, in CSS pixels. */
  size: number;
  contrast: number;
  /** Lines (strokes) drawn over the text, not hidden behind its own box. */
  crossedBy: string[];
  /** The text reaches outside its diagram (clipped). */
  outside: boolean;
}

/**
 * Measures every diagram text in the browser: its rendered size, its contrast with what is
 * painted behind it, and every stroke that passes over it. A stroke drawn before an opaque box that
 * is itself behind the text (an edge under its label's background) is hidden there, so it does not
 * count.
 */
function measureDiagrams(): TextReport[] {
  const parse = (color: string): [number, number, number, number] | undefined => {
    const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
    if (rgb) return [+rgb[1]!, +rgb[2]!, +rgb[3]!, rgb[4] === undefined ? 1 : +rgb[4]];
    const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(color);
    if (srgb)
      return [
        +srgb[1]! * 255,
        +srgb[2]! * 255,
        +srgb[3]! * 255,
        srgb[4] === undefined ? 1 : +srgb[4],
      ];
    return undefined;
  };
  const luminance = ([r, g, b]: number[]) => {
    const c = [r!, g!, b!].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const ratio = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };
  const pageBackground = () => {
    for (
      let el: Element | null = document.querySelector('figure.diagram');
      el;
      el = el.parentElement
    ) {
      const color = parse(getComputedStyle(el).backgroundColor);
      if (color && color[3] > 0) return color;
    }
    return [255, 255, 255, 1] as [number, number, number, number];
  };
  const reports: TextReport[] = [];
  const figures = [...document.querySelectorAll('figure.diagram svg')] as SVGSVGElement[];
  figures.forEach((svg, diagram) => {
    const shapes = [
      ...svg.querySelectorAll<SVGGeometryElement>(
        'rect, polygon, polyline, line, path, circle, ellipse',
      ),
    ].filter((el) => !el.closest('defs, marker'));
    const order = [...svg.querySelectorAll('*')];
    const rank = new Map(order.map((el, i) => [el, i]));
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll('text')) {
      const content = text.textContent ?? '';
      if (!content.trim()) continue;
      const style = getComputedStyle(text);
      const r = text.getBoundingClientRect();
      const inner = { left: r.left + 1, right: r.right - 1, top: r.top + 1, bottom: r.bottom - 1 };
      const contains = (b: DOMRect) =>
        b.left <= r.left + 0.5 &&
        b.right >= r.right - 0.5 &&
        b.top <= r.top + 0.5 &&
        b.bottom >= r.bottom - 0.5;
      const before = shapes.filter((s) => rank.get(s)! < rank.get(text)!);
      // The opaque box right behind the text, if any: its background.
      const backing = [...before].reverse().find((s) => {
        const fill = parse(getComputedStyle(s).fill);
        return fill && fill[3] > 0.9 && contains(s.getBoundingClientRect());
      });
      const background = backing ? parse(getComputedStyle(backing).fill)! : pageBackground();
      const fill = parse(style.fill) ?? [0, 0, 0, 1];
      const crossedBy: string[] = [];
      for (const shape of shapes) {
        if (shape === backing) continue;
        const s = getComputedStyle(shape);
        if (s.stroke === 'none' || parseFloat(s.strokeWidth) === 0 || s.visibility === 'hidden')
          continue;
        const hiddenBehind = backing && rank.get(shape)! < rank.get(backing)!;
        const ctm = shape.getScreenCTM();
        if (!ctm) continue;
        const length = shape.getTotalLength();
        for (let at = 0; at <= length; at += 1) {
          const p = shape.getPointAtLength(at).matrixTransform(ctm);
          if (p.x <= inner.left || p.x >= inner.right || p.y <= inner.top || p.y >= inner.bottom)
            continue;
          if (hiddenBehind) continue;
          crossedBy.push(`${shape.tagName}.${shape.getAttribute('class') ?? ''}`);
          break;
        }
      }
      reports.push({
        diagram,
        text: content,
        size: parseFloat(style.fontSize) * scale,
        contrast: ratio(fill, background),
        crossedBy,
        outside: r.left < box.left - 0.5 || r.right > box.right + 0.5,
      });
    }
  });
  return reports;
}

describe('diagrams (this site): readable at any width, in both themes, with and without JS', () => {
  const site = siteInBrowser(repoRoot, 'diagrams');

  async function open(
    route: string,
    options: { width: number; theme?: 'light' | 'dark'; javaScriptEnabled?: boolean },
  ): Promise<Page> {
    const context = await site.browser.newContext({
      viewport: { width: options.width, height: 900 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    site.contexts.push(context);
    await context.addInitScript(
      `try { localStorage.setItem('docgen.theme', '${options.theme ?? 'light'}'); } catch {}`,
    );
    const page = await context.newPage();
    await gotoSettled(page, site.server.url + route.slice(1));
    return page;
  }

  for (const theme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`${width} px, ${theme}: labels at 12 px or more, AA contrast, no line over`, async () => {
        for (const route of ['/docs/diagrams/', '/docs/intro/']) {
          const page = await open(route, { width, theme });
          const reports = await page.evaluate(measureDiagrams);
          // Every diagram of the page was measured (a floor, not the count the content gives).
          expect(reports.length, route).toBeGreaterThan(route === '/docs/intro/' ? 5 : 40);
          const problems = reports.flatMap((r) => [
            ...(r.size < 12 - 0.01 ? [`${r.diagram} "${r.text}": ${r.size.toFixed(1)} px`] : []),
            ...(r.contrast < 4.5
              ? [`${r.diagram} "${r.text}": contraste ${r.contrast.toFixed(2)}`]
              : []),
            ...(r.crossedBy.length > 0
              ? [`${r.diagram} "${r.text}": cruzado por ${r.crossedBy.join(', ')}`]
              : []),
            ...(r.outside ? [`${r.diagram} "${r.text}": fora do diagrama`] : []),
          ]);
          expect(problems, `${route} ${width} ${theme}`).toEqual([]);
          // Natural size: never shrunk to the column; a wider diagram scrolls sideways.
          const boxes = await page.$$eval('figure.diagram', (figures) =>
            figures.map((f) => {
              const svg = f.querySelector('svg')!;
              const scroll = f.querySelector<HTMLElement>('.diagram__scroll')!;
              return {
                scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
                overflow: getComputedStyle(scroll).overflowX,
                fits: scroll.scrollWidth <= scroll.clientWidth + 1,
              };
            }),
          );
          for (const b of boxes) {
            expect(b.scale).toBeCloseTo(1, 3);
            expect(b.overflow).toBe('auto');
          }
          if (width === 390 && route === '/docs/diagrams/')
            expect(boxes.some((b) => !b.fits)).toBe(true);
        }
      });

  it('without JavaScript: natural size, 12 px text, the box scrolls; no button', async () => {
    const page = await open('/docs/diagrams/', { width: 390, javaScriptEnabled: false });
    const reports = await page.evaluate(measureDiagrams);
    expect(reports.filter((r) => r.size < 12 - 0.01)).toEqual([]);
    const scrolls = await page.$$eval('.diagram__scroll', (els) =>
      els.map((el) => {
        el.scrollLeft = 10_000;
        return el.scrollLeft;
      }),
    );
    expect(scrolls.some((left) => left > 0)).toBe(true);
    expect(await page.locator('.diagram__open').first().isVisible()).toBe(false);
  });

  /** The pages of this site with diagrams. */
  const DIAGRAM_PAGES = [
    '/docs/diagrams/',
    '/docs/intro/',
    '/docs/guides/app-public-api-key/',
    '/docs/guides/app-private-api-key/',
    '/docs/guides/inbox-signing/',
  ];

  for (const width of [1280, 390])
    it(`${width} px: each diagram fits, or fades at the cut and says it scrolls`, async () => {
      const seen: string[] = [];
      for (const route of DIAGRAM_PAGES) {
        const page = await open(route, { width });
        // The island has mounted (top-down diagrams start at their middle) and the regions synced.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.diagram__scroll')].every(
            (el) => el.scrollWidth <= el.clientWidth + 1 || el.hasAttribute('data-overflow'),
          ),
        );
        const figures = await page.$$eval('figure.diagram', (all) =>
          all.map((f) => {
            const scroll = f.querySelector<HTMLElement>('.diagram__scroll')!;
            const hint = f.querySelector<HTMLElement>('.diagram__hint')!;
            return {
              fits: scroll.scrollWidth <= scroll.clientWidth + 1,
              overflow: scroll.dataset.overflow,
              mask: getComputedStyle(scroll).maskImage,
              hint: hint.checkVisibility() ? hint.textContent : null,
              centred:
                f.dataset.diagramStart === 'center'
                  ? Math.abs(scroll.scrollLeft - (scroll.scrollWidth - scroll.clientWidth) / 2) < 2
                  : null,
            };
          }),
        );
        figures.forEach((f, i) => {
          const where = `${route} #${i} at ${width}`;
          seen.push(where);
          if (f.fits) {
            expect(f.overflow, where).toBeUndefined();
            expect(f.hint, where).toBeNull();
            expect(f.mask, where).toBe('none');
          } else {
            expect(f.overflow, where).toMatch(/^(end|both)$/);
            expect(f.hint, where).toBe('Role para o lado para ver o diagrama inteiro.');
            expect(f.mask, where).toMatch(/linear-gradient/);
          }
          if (f.centred !== null) expect(f.centred, where).toBe(true);
        });
        // At 1280 px each diagram of this site fits its column at natural size (12 px labels).
        if (width === 1280)
          expect(
            figures.every((f) => f.fits),
            route,
          ).toBe(true);
        if (width === 390 && route === '/docs/diagrams/') {
          // Scrolled to its end, the other edge fades instead.
          const last = page.locator('.diagram__scroll').first();
          await last.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          await expect.poll(() => last.getAttribute('data-overflow')).toBe('start');
          await page
            .locator('figure.diagram')
            .first()
            .screenshot({
              path: path.join(shots, `scrolled-end-${width}.png`),
            });
        }
      }
      expect(seen.length).toBe(8);
    });

  for (const width of [1280, 390])
    it(`${width} px: "Ampliar diagrama": fitted to the window, centred, zoom, Escape`, async () => {
      const page = await open('/docs/diagrams/', { width });
      const figure = page.locator('figure.diagram').first();
      const button = figure.getByRole('button', { name: 'Ampliar diagrama' });
      const before = await figure.evaluate((f) => f.getBoundingClientRect().height);
      await button.click();
      const viewer = page.getByRole('dialog', { name: /^Diagrama: Autorização com PKCE/ });
      await expect.poll(() => viewer.isVisible()).toBe(true);
      const box = await viewer.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(width - 1);
      const scale = () =>
        viewer.evaluate((d) => {
          const svg = d.querySelector('svg')!;
          return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        });
      const first = await scale();
      // Fitted: the whole diagram in the canvas, touching two of its sides, and centred in it.
      const fit = await viewer.evaluate((d) => {
        const canvas = d.querySelector<HTMLElement>('.diagram-viewer__canvas')!;
        const c = canvas.getBoundingClientRect();
        const s = d.querySelector('svg')!.getBoundingClientRect();
        const pad = parseFloat(getComputedStyle(canvas).paddingLeft);
        return {
          gaps: [s.left - c.left, c.right - s.right, s.top - c.top, c.bottom - s.bottom],
          pad,
          scrolls:
            canvas.scrollWidth > canvas.clientWidth || canvas.scrollHeight > canvas.clientHeight,
        };
      });
      const [left, right, top, bottom] = fit.gaps as [number, number, number, number];
      expect(fit.scrolls).toBe(false);
      expect(Math.abs(left - right)).toBeLessThan(2);
      expect(Math.abs(top - bottom)).toBeLessThan(2);
      expect(Math.min(left, top)).toBeGreaterThanOrEqual(fit.pad - 1);
      // At 1280 px the diagram fits at more than its natural size (its labels over 12 px).
      if (width === 1280) expect(first).toBeGreaterThanOrEqual(1);
      else expect(Math.min(left, top)).toBeLessThan(fit.pad + 2);
      await page.screenshot({ path: path.join(shots, `viewer-${width}.png`) });
      await viewer.getByRole('button', { name: 'Aumentar' }).click();
      expect(await scale()).toBeCloseTo(first * 1.25, 2);
      expect(await viewer.locator('output').innerText()).toBe(`${Math.round(first * 125)}%`);
      await page.keyboard.press('0');
      expect(await scale()).toBeCloseTo(1, 2);
      // The page behind keeps its layout while the diagram is in the viewer.
      expect(await figure.evaluate((f) => f.getBoundingClientRect().height)).toBeCloseTo(before, 0);
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.isVisible()).toBe(false);
      // The diagram goes back in place of its placeholder on the dialog's `close` event, a task
      // after the dialog is hidden.
      await expect
        .poll(() =>
          figure.evaluate((f) => {
            const svg = f.querySelector('svg')!;
            return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          }),
        )
        .toBeCloseTo(1, 3);
      expect(await figure.locator('svg').count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Ampliar diagrama');
    });

  it('the viewer chunk failing keeps the diagram in place and adds a notice', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    site.contexts.push(context);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/assets/chunks/diagram-viewer-*.js', (route) => route.abort('failed'));
    await page.goto(site.server.url + 'docs/diagrams/');
    const figure = page.locator('figure.diagram').first();
    const notices = figure.locator('.island-error');
    // A click before the island has mounted (at first, or after the reload) does nothing, and one
    // while the page reloads finds no button: each step clicks until it sees what it waits for.
    const clickUntil = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 40 && !(await done()); i++) {
        await figure
          .getByRole('button', { name: 'Ampliar diagrama' })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        await page.waitForTimeout(250);
      }
    };
    // The first failure reloads the page once (new HTML fixes a stale deploy)…
    await clickUntil(async () => loads === 2);
    await page.waitForLoadState('load');
    // …the next one, on the reloaded page, adds the notice instead.
    await clickUntil(async () => (await notices.count()) > 0);
    await expect.poll(() => notices.count()).toBe(1);
    expect(loads).toBe(2);
    expect(await notices.innerText()).toContain('Não foi possível abrir o diagrama ampliado.');
    expect(await figure.locator('svg').first().isVisible()).toBe(true);
  });
});

describe('diagrams (fixture): long sequence labels stay clear of every lifeline', () => {
  const site = siteInBrowser(path.join(repoRoot, 'test/fixtures/diagram-site'), 'diagram-site');

  for (const width of [1280, 390])
    it(`${width} px: no label crossed by a line or past the outer lifeline`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await gotoSettled(page, site.server.url + 'docs/sequencia/');
        const reports = await page.evaluate(measureDiagrams);
        const labels = reports.filter((r) => r.text.startsWith('Uma mensagem'));
        expect(labels).toHaveLength(3);
        const problems = reports.flatMap((r) => [
          ...(r.size < 12 - 0.01 ? [`"${r.text}": ${r.size.toFixed(1)} px`] : []),
          ...(r.crossedBy.length > 0 ? [`"${r.text}": cruzado por ${r.crossedBy.join(', ')}`] : []),
          ...(r.outside ? [`"${r.text}": fora do diagrama`] : []),
        ]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
