// The recording agent's standalone build, gzipped: main thread (dist/tracker/tracker.js and any
// chunk beside it) plus its worker (dist/tracker/worker). Goal: at most 20 KB together.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 20;

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsFiles(full) : name.endsWith('.js') ? [full] : [];
  });
}

export interface TrackerSize {
  mainKb: number;
  workerKb: number;
  files: { file: string; kb: number }[];
}

export function measureTrackerSize(distDir = 'dist'): TrackerSize | null {
  const root = path.join(distDir, 'tracker');
  if (!existsSync(path.join(root, 'tracker.js'))) return null;
  const files = jsFiles(root).map((file) => ({ file: path.relative(root, file), kb: gzipKb(file) }));
  const worker = files.filter((f) => f.file.startsWith(`worker${path.sep}`));
  const main = files.filter((f) => !worker.includes(f));
  const sum = (xs: { kb: number }[]) => xs.reduce((s, x) => s + x.kb, 0);
  return { mainKb: sum(main), workerKb: sum(worker), files };
}

export function reportTrackerSize(distDir = 'dist'): void {
  const size = measureTrackerSize(distDir);
  console.log('\nRecording agent, standalone build (dist/tracker), gzip -9');
  if (size === null) {
    console.log(`  not built: ${path.join(distDir, 'tracker', 'tracker.js')} is missing (npm run build)`);
    return;
  }
  const total = size.mainKb + size.workerKb;
  const rows = [
    ...size.files.map((f) => [`  ${f.file}`, `${f.kb.toFixed(1)} KB`]),
    ['main thread', `${size.mainKb.toFixed(1)} KB`],
    ['worker', `${size.workerKb.toFixed(1)} KB`],
    ['main thread + worker', `${total.toFixed(1)} KB`, `goal ≤ ${BUDGET_KB} KB`, total <= BUDGET_KB ? 'PASS' : `OVER by ${(total - BUDGET_KB).toFixed(1)} KB`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const r of rows) console.log([r[0].padEnd(width), ...r.slice(1).map((c) => c.padStart(10))].join('  '));
}

if (import.meta.url === `file://${process.argv[1]}`) reportTrackerSize(process.env.BENCH_DIST ?? 'dist');
