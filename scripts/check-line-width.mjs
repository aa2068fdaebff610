// Fails on any source line longer than the formatter's width. Biome wraps code but never splits a
// string or a comment, so those are kept within the width by hand; this keeps them there.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const WIDTH = JSON.parse(readFileSync('biome.jsonc', 'utf8').replace(/^\s*\/\/.*$/gm, '')).formatter
  .lineWidth;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|json|jsonc)$/;
const EXEMPT = ['package-lock.json', 'src/node/config/validate-config.generated.js'];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f) && !EXEMPT.includes(f) && !f.startsWith('test/fixtures/'));
const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split('\n').forEach((line, i) => {
    if ([...line].length > WIDTH) long.push(`${file}:${i + 1}  ${[...line].length} columns`);
  });
}
if (long.length > 0) {
  process.stderr.write(`${long.join('\n')}\n${long.length} lines over ${WIDTH} columns.\n`);
  process.exit(1);
}
