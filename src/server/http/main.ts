// `npm start`: the mock shop on 127.0.0.1:$PORT serving the built app.
import { startMockServer } from './server';
import { parseFaults, hasFaults } from '../mock-api/faults';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mock-api/seed-accounts';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
const faults = parseFaults(process.env.MOCK_FAULTS);

const shop = await startMockServer({ port, host, faults, dataDir: process.env.MOCK_DATA_DIR ?? undefined });
console.log(`Pawprint running at ${shop.url}`);
console.log(`Demo accounts (password '${DEMO_PASSWORD}'): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
console.log('One-time codes are printed here when requested.');
if (shop.recordings.owners.length > 0) {
  console.log(`Replay owners: ${shop.recordings.owners.map((o) => `${o.email} (${o.project}) password '${o.password}'`).join(', ')}`);
}
if (hasFaults(faults)) console.log(`Fault mode: ${process.env.MOCK_FAULTS}`);
console.log(`Recordings: ingest at ${shop.url}/ingest, replays at ${shop.url}/replay${process.env.INGEST_FAULTS ? ` (ingest faults: ${process.env.INGEST_FAULTS})` : ''}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    shop.close().then(() => process.exit(0), (error) => {
      console.error(error);
      process.exit(1);
    });
  });
}
