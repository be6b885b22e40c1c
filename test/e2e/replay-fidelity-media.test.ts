// Media as the visitor left them: the replay frame runs no script, and a browser shows every video's controls
// where scripting is off, so a video the page showed bare must stay bare in the replay; each player's controls
// show where it was (a player paused at 0:12 replays at 0:12, not at 0:00) and which one was playing.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { MEDIA_TIME_ATTRIBUTE } from '../../src/protocol/page-states';
import { withChromiumAnd } from './browser';
import { compare, MAX_DIFFERING_SHARE, recordedOn, replayed, VIEWPORT } from './replay-fidelity-harness';
import { recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

/** A 30 s mono WAV of a quiet tone, 8 kHz 8-bit: media with a real length to play and seek in. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(20 * Math.sin(i / 10));
  return wav;
}
const TONE = toneWav(30);

/** The tone served with byte ranges, as a media server does: without them a browser cannot seek in it. */
async function serveTone(context: BrowserContext): Promise<void> {
  await context.route('**/media/bark.wav', (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    const headers = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' };
    if (!range) return route.fulfill({ status: 200, headers, body: TONE });
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : TONE.length - 1;
    return route.fulfill({ status: 206, headers: { ...headers, 'content-range': `bytes ${from}-${to}/${TONE.length}` }, body: TONE.subarray(from, to + 1) });
  });
}

const MEDIA_PAGE = recordedPage(
  `<main style="padding:20px">
   <video id="bare" muted width="160" height="90"></video><video id="shown" controls muted width="160" height="90"></video>
   <audio id="playing" controls preload="auto" src="/media/bark.wav"></audio>
   <audio id="sought" controls preload="auto" src="/media/bark.wav"></audio>
   <audio id="listened" controls preload="auto" src="/media/bark.wav"></audio></main>`,
  {},
  '<style>body{margin:0} video{background:rgb(20,20,20);margin:10px} audio{display:block;margin:10px}</style>',
);

type Player = { id: string; paused: boolean; time: number };
const players = (page: Page, inReplay: boolean): Promise<Player[]> =>
  page.evaluate((replay) => {
    const doc = replay ? (document.querySelector('iframe') as HTMLIFrameElement).contentDocument! : document;
    return [...doc.querySelectorAll<HTMLMediaElement>('audio,video')].map((m) => ({ id: m.id, paused: m.paused, time: m.currentTime }));
  }, inReplay);

describe('Replay fidelity: media players', () => {
  it('shows a bare video without controls, and each player playing or paused at the position the visitor left it', async () => {
    ingest.pages.set('/media/players', MEDIA_PAGE);
    const context = await browser.newContext({ viewport: VIEWPORT });
    await serveTone(context);
    const live = await context.newPage();
    const messages = await recordedOn(ingest, live, '/media/players', async () => {
      await live.waitForFunction(() => [...document.querySelectorAll('audio')].every((a) => a.readyState >= 1));
      await live.evaluate(async () => {
        const audio = (id: string) => document.getElementById(id) as HTMLAudioElement;
        const sought = (el: HTMLMediaElement) => new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
        // the visitor dragged one player to 0:12 and left it there
        const at12 = sought(audio('sought'));
        audio('sought').currentTime = 12;
        await at12;
        // listened from 0:20 to a moment later, then paused
        const at20 = sought(audio('listened'));
        audio('listened').currentTime = 20;
        await at20;
        await audio('listened').play();
        // and started one at 0:05, still playing when the page was left
        const at5 = sought(audio('playing'));
        audio('playing').currentTime = 5;
        await at5;
        await audio('playing').play();
      });
      await live.waitForFunction(() => (document.getElementById('listened') as HTMLAudioElement).currentTime > 20.5);
      await live.evaluate(() => (document.getElementById('listened') as HTMLAudioElement).pause());
    });
    // Where each was, written with it: the paused ones' positions exactly as they stopped.
    const positions = new Map(messages.filter((m) => m[0] === M.SetNodeAttribute && m[2] === MEDIA_TIME_ATTRIBUTE).map((m) => [m[1], Number(m[3])]));
    expect(positions.size).toBe(3);
    const leftLive = await players(live, false);

    const viewer = await context.newPage();
    await replayed(viewer, ingest.url, messages);
    await viewer.waitForFunction(() => [...(document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.querySelectorAll('audio')].every((a) => a.readyState >= 1 && !a.seeking));
    const replayedPlayers = await players(viewer, true);
    const by = (list: Player[], id: string) => list.find((p) => p.id === id)!;
    expect(replayedPlayers.map((p) => [p.id, p.paused])).toEqual(leftLive.map((p) => [p.id, p.paused]));
    expect(by(replayedPlayers, 'sought').time).toBe(12);
    expect(by(replayedPlayers, 'listened').time).toBeCloseTo(by(leftLive, 'listened').time, 1);
    // The playing one goes on from where it was when it started; the live page played on meanwhile.
    expect(by(replayedPlayers, 'playing').time).toBeGreaterThanOrEqual(5);

    // The bare video, box by box: with the controls a script-less frame adds, a third of it differs.
    const bare = (await live.locator('#bare').boundingBox())!;
    expect(await compare(live, viewer, 'media-bare-video', bare)).toBeLessThan(MAX_DIFFERING_SHARE);
    const sought = (await live.locator('#sought').boundingBox())!;
    expect(await compare(live, viewer, 'media-sought-audio', sought)).toBeLessThan(MAX_DIFFERING_SHARE);
    expect(await compare(live, viewer, 'media-players')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});
