// Lighthouse 12 (programmatic) on a few routes, default (mobile) config, Debian's Chromium through
// chrome-launcher. The site is served by `docgen serve`, so the CSP and cache headers apply. Each
// route runs `runs` times; the run with the median performance score is kept. Deductions list every
// scored audit below 1 so a missed 100 names its cause.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './browser.mjs';
import { withTimeout } from './proc.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Up to five elements or URLs an audit names, so a report says where the problem is. */
function itemsOf(audit) {
  return (audit?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (i) =>
        i.node?.selector ??
        i.node?.snippet ??
        (i.description
          ? `${i.description}${i.sourceLocation?.url ? ` (${i.sourceLocation.url})` : ''}`
          : null) ??
        i.url ??
        i.label ??
        null,
    )
    .filter(Boolean);
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
    ]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const deductions = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        deductions.push({
          category: c,
          audit: ref.id,
          score: audit.score,
          weight: ref.weight,
          value: audit.displayValue ?? null,
          title: audit.title,
          items: itemsOf(audit),
        });
    }
  }
  // Where the performance time goes: what shifts, the long tasks, the main-thread work by kind.
  const diagnostics = {
    layoutShifts: itemsOf(lhr.audits['layout-shifts']),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((i) => ({
      url: i.url,
      startMs: Math.round(i.startTime),
      durationMs: Math.round(i.duration),
    })),
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 6)
      .map((i) => ({ group: i.groupLabel ?? i.group, ms: Math.round(i.duration) })),
  };
  return {
    scores,
    diagnostics,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    deductions,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export async function benchLighthouse({ baseUrl, routes, runs, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  const results = {};
  try {
    for (const route of routes) {
      const url = new URL(route.replace(/^\//, ''), baseUrl).href;
      const all = [];
      for (let i = 0; i < runs; i++) {
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          }),
          180_000,
          `lighthouse ${route}`,
        );
        const s = summarize(result.lhr);
        all.push(s);
        log(
          `  lighthouse ${route} ${i + 1}/${runs}: ` +
            CATEGORIES.map((c) => s.scores[c]).join('/') +
            ` FCP ${Math.round(s.metrics.fcpMs)} ms, LCP ${Math.round(s.metrics.lcpMs)} ms,` +
            ` TBT ${Math.round(s.metrics.tbtMs)} ms, CLS ${s.metrics.cls}`,
        );
      }
      const sorted = [...all].sort(
        (a, b) =>
          (a.scores.performance ?? 0) - (b.scores.performance ?? 0) ||
          a.metrics.lcpMs - b.metrics.lcpMs,
      );
      results[route] = {
        ...sorted[(sorted.length - 1) >> 1],
        runs: all.length,
        performanceScores: all.map((s) => s.scores.performance),
        scoresOfRuns: all.map((s) => s.scores),
      };
    }
  } finally {
    await chrome.kill();
  }
  // The least of each figure over the audited routes, for the budgets ("100 on every route").
  const every = Object.values(results);
  const worst = {
    performance: Math.min(...every.map((r) => r.scores.performance ?? 0)),
    accessibility: Math.min(...every.map((r) => r.scores.accessibility ?? 0)),
    bestPractices: Math.min(...every.map((r) => r.scores['best-practices'] ?? 0)),
    seo: Math.min(...every.map((r) => r.scores.seo ?? 0)),
    tbtMs: Math.max(...every.map((r) => r.metrics.tbtMs ?? Infinity)),
    cls: Math.max(...every.map((r) => r.metrics.cls ?? Infinity)),
  };
  return { routes: results, worst };
}
