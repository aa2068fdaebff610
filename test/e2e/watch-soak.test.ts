import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devWorkspace, startDocgen, type DevProcess } from './watch-harness.js';

/**
 * 200 saves of one file in quick succession, twice: the process stays up, serves the last save,
 * and its memory levels off (the second round may not grow it like the first could).
 */
let ws: ReturnType<typeof devWorkspace>;
let dev: DevProcess;

beforeAll(async () => {
  ws = devWorkspace('dev-site');
  dev = await startDocgen(['watch', '--port', '0'], ws.site, ws.pkg);
});

afterAll(async () => {
  await dev?.stop();
  ws?.cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function round(label: string): Promise<void> {
  const file = path.join(ws.site, 'content/docs/intro.md');
  const original = readFileSync(file, 'utf8');
  for (let i = 0; i < 200; i++) {
    writeFileSync(
      file,
      original.replace(
        /Texto (original|salvo [^ ]+) da introdução\./,
        `Texto salvo ${label}-${i} da introdução.`,
      ),
    );
    // Editors autosaving and formatters: mostly back to back, now and then a short pause.
    if (i % 10 === 0) await sleep(3);
  }
  const deadline = performance.now() + 10_000;
  for (;;) {
    const text = await (await fetch(dev.url + 'docs/intro/')).text();
    if (text.includes(`Texto salvo ${label}-199 da introdução.`)) return;
    if (performance.now() > deadline)
      throw new Error(`the last save was never served:\n${dev.output()}`);
    await sleep(20);
  }
}

it('survives 200 saves in a row, serves the last one and keeps memory bounded', {
  timeout: 30_000,
}, async () => {
  await round('aquecimento');
  const afterWarmup = dev.rssKb();
  await round('a');
  const afterFirst = dev.rssKb();
  await round('b');
  const afterSecond = dev.rssKb();
  const builds = (dev.output().match(/changed → rebuilt/g) ?? []).length;
  console.log(
    `docgen watch soak: 600 saves → ${builds} builds; RSS after warm-up ${afterWarmup} kB, ` +
      `after 200 more saves ${afterFirst} kB, after 400 ${afterSecond} kB`,
  );
  expect(dev.child.exitCode).toBeNull();
  expect(afterSecond - afterWarmup).toBeLessThan(60_000);
  // Coalesced: far fewer builds than saves.
  expect(builds).toBeLessThan(600);
  expect(dev.output()).not.toMatch(/Internal error/);
});
