// The load-and-abuse suite, long form (`npm run bench`; `BENCH_ONLY=load` for this part alone): the same
// loopback scenarios as test/load/*.test.ts at the sizes the problems were found at. Figures only, never a
// verdict that fails; each scenario is bounded in count and time. BENCH_LOAD_SECONDS (default 30) sets the
// 200 agents' run; BENCH_LOAD_SESSIONS (default 24700) the restart's sessions.
import { floodBytes, floodStarts, runAgents } from '../load/ingest-load';
import { replayReaders, restartOver, uploadAtOnce } from '../load/storage-load';
import { cartWrites, codeLockout, foreignHost, guestCartFlood, passwordGuessing, signatureReplay, subscriptionFlood } from '../load/shop-abuse';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? 24_700);
const MB = 1024 * 1024;

const rows: string[][] = [];
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function scenario(name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  try {
    rows.push([name, await run(), `${fmt((performance.now() - started) / 1000, 1)} s`]);
  } catch (error) {
    rows.push([name, `not taken: ${error instanceof Error ? error.message : String(error)}`, '']);
  }
  console.log(`  ${rows.at(-1)!.join(' | ')}`);
}

export async function reportLoad(): Promise<void> {
  console.log(`\nLoad and abuse (loopback only; each client its own 127.0.0.x address)`);
  await scenario(`200 agents posting batches for ${SECONDS} s`, async () => {
    const f = await runAgents(200, SECONDS);
    return `${f.acknowledged} acknowledged, ${fmt(f.perSecond)} batches/s; errors ${f.errors}${f.errors ? ` ${JSON.stringify(f.errorStatuses)}` : ''}, stored twice ${f.duplicates}, lost ${f.lost}`;
  });
  await scenario('one client starting sessions for 10 s', async () => {
    const f = await floodStarts(10, 100_000);
    return `${f.sent} sent (${fmt(f.sent / f.seconds)}/s), ${f.accepted} sessions made, ${f.refused} refused 429; ${fmt(f.storedBytes / MB, 2)} MB on disk`;
  });
  await scenario('one client posting 1 MB batches for 10 s', async () => {
    const f = await floodBytes(10, 2_000);
    return `${f.sent} sent (${fmt(f.sent / f.seconds, 1)} MB/s offered), ${f.accepted} stored, ${f.refused} refused 429; ${fmt(f.storedBytes / MB / f.seconds, 1)} MB/s to disk`;
  });
  await scenario('five 190 MB test-video PUTs at once', async () => {
    const f = await uploadAtOnce(5, 190 * MB);
    return `statuses ${f.statuses.join(',')}; peak RSS +${fmt(f.rssMB)} MB, buffers +${fmt(f.buffersMB)} MB`;
  });
  await scenario('one 250 MB PUT (over the 200 MB limit)', async () => {
    const f = await uploadAtOnce(1, 250 * MB);
    return `status ${f.statuses.join(',')}; peak RSS +${fmt(f.rssMB)} MB`;
  });
  await scenario(`restart over ${SESSIONS} sessions`, async () => {
    const f = await restartOver(SESSIONS);
    return `first start ${fmt(f.firstMs)} ms reading ${f.firstReads} files; restart ${fmt(f.restartMs)} ms reading ${f.restartReads} files, RSS +${fmt(f.restartRssMB)} MB`;
  });
  await scenario('ten viewers of a 104 MB session at once', async () => {
    const f = await replayReaders(104, 10);
    return `${f.allWhole ? 'all got every batch' : 'SOME INCOMPLETE'}; peak RSS +${fmt(f.rssMB)} MB, buffers +${fmt(f.buffersMB)} MB`;
  });
  await scenario('2,000 sockets × 20 cartChanged (200 clients), then one addCartItem', async () => {
    const f = await subscriptionFlood(2_000, 20, 200, 60_000);
    return `${f.socketsOpen}/${f.socketsTried} sockets, ${f.subscriptionsOpen}/${f.subscriptionsTried} subscriptions kept; ${f.told} told in ${fmt(f.fanOutMs)} ms; a bystander's query ${fmt(f.bystanderMs)} ms; RSS +${fmt(f.rssMB)} MB`;
  });
  await scenario('2,000 sockets × 20 cartChanged from one client', async () => {
    const f = await subscriptionFlood(2_000, 20, 1, 30_000);
    return `${f.socketsOpen}/${f.socketsTried} sockets, ${f.subscriptionsOpen} subscriptions kept; ${f.told} told in ${fmt(f.fanOutMs)} ms; bystander ${fmt(f.bystanderMs)} ms`;
  });
  await scenario('cart update among 10,600 carts', async () => {
    const f = await cartWrites(10_600, 20);
    return `${f.carts} carts; ${fmt(f.journalBytesPerUpdate)} journal bytes per update`;
  });
  await scenario('one client creating 8,000 guest carts', async () => {
    const f = await guestCartFlood(8_000);
    return `${f.made} made, ${f.refused} refused`;
  });
  await scenario('200 password guesses at one account', async () => {
    const f = await passwordGuessing(200);
    return `${f.refusedBeforeHashing} refused before hashing; the owner on another client ${f.ownerSignedIn ? 'signed in' : 'DID NOT sign in'} in ${fmt(f.ownerMs)} ms`;
  });
  await scenario('20 wrong one-time codes for an address', async () => {
    const f = await codeLockout(20);
    return `attacker told: ${f.attackerMessages.join(' / ')}; the owner ${f.ownerSignedIn ? 'signed in with a new code' : 'WAS LOCKED OUT'}`;
  });
  await scenario('one signed request replayed 50 times', async () => {
    const f = await signatureReplay(50);
    return `${f.answered} answered, ${f.refused} refused`;
  });
  await scenario('requests naming a foreign Host', async () => {
    const f = await foreignHost();
    return `foreign: ${f.foreign.join(',')}, socket ${f.foreignSocket}; own: ${f.own.join(',')}, socket ${f.ownSocket}`;
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\nLoad and abuse, figures`);
  for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1]}  (${r[2]})`);
}
