// `npm test`: the browser journeys and the fast tests (domain, adapters, contracts, server, components) as two vitest
// runs side by side. One vitest run schedules its projects one after another, and the journeys run one file at a time
// (they share one Chromium, and what they check is timed as a person waits for it), so the second core would idle for
// the quarter hour they take. The journeys' output streams as it comes; the fast run's is printed whole when it ends,
// so the two never interleave. Arguments after `npm test --` go to both runs.
import { spawn } from 'node:child_process';

interface Run {
  name: string;
  args: string[];
  live: boolean;
}

const extra = process.argv.slice(2);
const runs: Run[] = [
  { name: 'browser journeys', args: ['--project', 'e2e'], live: true },
  { name: 'fast tests', args: ['--project', 'unit', '--project', 'ui'], live: false },
];

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const children = new Set<ReturnType<typeof spawn>>();

function run({ name, args, live }: Run): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--passWithNoTests', ...args, ...extra], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    children.add(child);
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (!live) process.stdout.write(`\n──── ${name} ────\n${Buffer.concat(held).toString()}\n──── end of ${name} ────\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exitCode = 1;
  });
}

const codes = await Promise.all(runs.map(run));
codes.forEach((code, i) => {
  if (code !== 0) console.error(`${runs[i].name}: failed (exit ${code})`);
});
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
