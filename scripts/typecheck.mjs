// `npm run typecheck`: the three TypeScript projects (docgen's node side, the tests, the browser
// client) checked at once, each by its own tsc. tsc uses one core; on two cores the three take
// the time of the longest pair instead of their sum. Each project's output is printed whole, in
// order, once all are done; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['.', 'test', 'src/client'];

const runs = projects.map(
  (project) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ project, code, output }));
    }),
);

let failed = false;
for (const { project, code, output } of await Promise.all(runs)) {
  if (output) process.stdout.write(output);
  if (code !== 0) {
    failed = true;
    console.error(`tsc -p ${project}: exit ${code}`);
  }
}
process.exit(failed ? 1 : 0);
