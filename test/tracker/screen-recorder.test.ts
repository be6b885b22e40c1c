// The usability test's video (001 §9: 30 fps, 1280x720, webm vp9): the type it is recorded in, the
// fallback (logged) where the browser lacks vp9, and the devices asked for as the test requires.
// The browser's media APIs are stubbed: MediaRecorder says which types it supports.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenRecorder, pickVideoType } from '../../src/tracker/usability/screen-recorder';

const VP9 = 'video/webm;codecs=vp9';

class FakeTrack {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  addEventListener(): void {}
  stop(): void {
    this.stopped = true;
  }
}

class FakeStream {
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}

/** Stubs MediaRecorder (supporting `supported`), MediaStream and navigator.mediaDevices; returns what was asked. */
function stubMedia(supported: string[], options: { displayMedia?: boolean } = {}) {
  const recorders: { mimeType: string; kinds: string[] }[] = [];
  class FakeMediaRecorder {
    static isTypeSupported = vi.fn((type: string) => supported.includes(type));
    state = 'inactive';
    mimeType: string;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    constructor(stream: FakeStream, init: { mimeType: string }) {
      this.mimeType = init.mimeType;
      recorders.push({ mimeType: init.mimeType, kinds: stream.getTracks().map((t) => t.kind) });
    }
    start(): void {
      this.state = 'recording';
    }
    stop(): void {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  const getDisplayMedia = vi.fn(async () => new FakeStream([new FakeTrack('video')]));
  const getUserMedia = vi.fn(async (c: { audio: boolean; video: unknown }) =>
    new FakeStream([...(c.audio ? [new FakeTrack('audio')] : []), ...(c.video ? [new FakeTrack('video')] : [])]));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('MediaStream', FakeStream);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia, ...(options.displayMedia === false ? {} : { getDisplayMedia }) } });
  return { recorders, getDisplayMedia, getUserMedia, isTypeSupported: FakeMediaRecorder.isTypeSupported };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Usability test video: the type', () => {
  it('prefers webm vp9 (with opus when there is sound)', () => {
    const all = () => true;
    expect(pickVideoType(false, all)).toBe(VP9);
    expect(pickVideoType(true, all)).toBe(`${VP9},opus`);
  });

  it("falls back to the first type the browser supports, and to none when it supports none", () => {
    expect(pickVideoType(false, (t) => t === 'video/webm;codecs=vp8')).toBe('video/webm;codecs=vp8');
    expect(pickVideoType(true, (t) => t === 'video/webm;codecs=vp8,opus')).toBe('video/webm;codecs=vp8,opus');
    expect(pickVideoType(false, (t) => t === 'video/webm')).toBe('video/webm');
    expect(pickVideoType(true, (t) => t === 'video/mp4')).toBe('video/mp4');
    expect(pickVideoType(true, () => false)).toBeNull();
  });

  it('records the screen at 30 fps, 1280x720, in webm vp9, and logs nothing about the type', async () => {
    const media = stubMedia([VP9]);
    const log = vi.fn();
    expect(await new ScreenRecorder(log).start(false, false)).toBe('recording');
    expect(media.getDisplayMedia).toHaveBeenCalledWith(expect.objectContaining({ video: { frameRate: 30, width: 1280, height: 720 }, audio: false }));
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(media.recorders).toEqual([{ mimeType: VP9, kinds: ['video'] }]);
    expect(log).not.toHaveBeenCalled();
  });

  it('records in what MediaRecorder.isTypeSupported offers where vp9 is missing, and says so in the log', async () => {
    const media = stubMedia(['video/mp4']);
    const log = vi.fn();
    const recorder = new ScreenRecorder(log);
    expect(await recorder.start(true, false)).toBe('recording');
    expect(media.isTypeSupported).toHaveBeenCalledWith(`${VP9},opus`);
    expect(media.recorders).toEqual([{ mimeType: 'video/mp4', kinds: ['video', 'audio'] }]);
    expect(log).toHaveBeenCalledWith(`${VP9} is not supported here; recording as video/mp4`);
    const [video] = await recorder.stop();
    expect(video.video.type).toBe('video/mp4');
  });

  it('logs, and records nothing, where the browser supports no type', async () => {
    stubMedia([]);
    const log = vi.fn();
    expect(await new ScreenRecorder(log).start(false, false)).toBe('unavailable');
    expect(log).toHaveBeenCalledWith('this browser cannot record webm or mp4 video');
  });
});

describe('Usability test video: the devices the test asks for', () => {
  it('asks for the camera as video (30 fps, 1280x720) when the test has reqCamera, and records it beside the screen', async () => {
    const media = stubMedia([VP9, `${VP9},opus`]);
    const recorder = new ScreenRecorder(vi.fn());
    await recorder.start(true, true);
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true, video: { frameRate: 30, width: 1280, height: 720 } });
    expect(media.recorders).toEqual([
      { mimeType: `${VP9},opus`, kinds: ['video', 'audio'] },
      { mimeType: VP9, kinds: ['video'] },
    ]);
    expect((await recorder.stop()).map((v) => v.kind)).toEqual(['screen', 'camera']);
  });

  it('asks for the microphone only (no video) when the test has reqMic without reqCamera', async () => {
    const media = stubMedia([VP9, `${VP9},opus`]);
    await new ScreenRecorder(vi.fn()).start(true, false);
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
  });

  it("records the camera as the only video where the screen cannot be captured (as on phones)", async () => {
    const media = stubMedia([VP9], { displayMedia: false });
    const recorder = new ScreenRecorder(vi.fn());
    expect(await recorder.start(false, true)).toBe('recording');
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: false, video: { frameRate: 30, width: 1280, height: 720 } });
    expect((await recorder.stop()).map((v) => v.kind)).toEqual(['camera']);
  });
});
