// The usability test's video (001 §9: 30 fps, 1280x720, webm vp9): the tab as the tester sees it,
// with the microphone when the test asks for it; the camera, when asked, as a video of its own (or as
// the only video where the browser cannot capture the screen, as on phones). A browser without vp9
// records in the best type it has, and the log says so.
import type { Log } from './usability-api';

export const VIDEO_FPS = 30;
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
export const VIDEO_TYPE = 'video/webm;codecs=vp9';
/** Each second of video is handed over as it is recorded (kept for a reload, see video-segments). */
export const VIDEO_SLICE_MS = 1000;

const FALLBACK_TYPES = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

/** The type to record in: vp9 webm if the browser has it, else the first it supports (null: none). */
export function pickVideoType(withAudio: boolean, isSupported: (type: string) => boolean): string | null {
  const wanted = withAudio ? `${VIDEO_TYPE},opus` : VIDEO_TYPE;
  if (isSupported(wanted)) return wanted;
  for (const type of FALLBACK_TYPES) {
    const candidate = withAudio && type.startsWith('video/webm;') ? `${type},opus` : type;
    if (isSupported(candidate)) return candidate;
  }
  return null;
}

export type RecordingOutcome = 'recording' | 'unavailable';
export type VideoKind = 'screen' | 'camera';

interface Track {
  kind: VideoKind;
  recorder: MediaRecorder;
  chunks: Blob[];
  stopped: Promise<void>;
}

export class ScreenRecorder {
  #tracks: Track[] = [];
  #streams: MediaStream[] = [];

  readonly #log: Log;

  readonly #onSlice: (kind: VideoKind, slice: Blob, type: string) => void;

  constructor(
    log: Log,
    /** Each slice of video as it is recorded. */
    onSlice: (kind: VideoKind, slice: Blob, type: string) => void = () => {},
  ) {
    this.#onSlice = onSlice;
    this.#log = log;
  }

  get recording(): boolean {
    return this.#tracks.some((t) => t.recorder.state === 'recording');
  }

  /** Asks for the screen first: the browser allows it only within the tester's click. */
  async start(reqMic: boolean, reqCamera: boolean): Promise<RecordingOutcome> {
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media || typeof MediaRecorder === 'undefined') {
      this.#log('this browser cannot record video');
      return 'unavailable';
    }
    const screenAsked = typeof media.getDisplayMedia === 'function'
      ? media.getDisplayMedia({
        video: { frameRate: VIDEO_FPS, width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
        audio: false,
        // Chromium offers this tab first and leaves the other tabs and windows out of the choice.
        preferCurrentTab: true, selfBrowserSurface: 'include', surfaceSwitching: 'exclude',
      } as DisplayMediaStreamOptions).catch((error: unknown) => {
        this.#log(`screen capture refused: ${String(error)}`);
        return null;
      })
      : Promise.resolve(null);
    const screen = await screenAsked;
    let user: MediaStream | null = null;
    if (reqMic || reqCamera) {
      const video = reqCamera ? { frameRate: VIDEO_FPS, width: VIDEO_WIDTH, height: VIDEO_HEIGHT } : false;
      user = await media.getUserMedia({ audio: reqMic, video }).catch((error: unknown) => {
        this.#log(`microphone or camera refused: ${String(error)}`);
        return null;
      });
    }
    this.#streams = [screen, user].filter((s): s is MediaStream => s !== null);
    const audio = user?.getAudioTracks() ?? [];
    const camera = user?.getVideoTracks() ?? [];
    const main = screen?.getVideoTracks()[0] ?? camera[0];
    if (main) this.#record(main === camera[0] ? 'camera' : 'screen', new MediaStream([main, ...audio]));
    if (screen && camera[0]) this.#record('camera', new MediaStream([camera[0]]));
    return this.#tracks.length > 0 ? 'recording' : 'unavailable';
  }

  #record(kind: VideoKind, stream: MediaStream): void {
    const type = pickVideoType(stream.getAudioTracks().length > 0, (t) => MediaRecorder.isTypeSupported(t));
    if (type === null) {
      this.#log('this browser cannot record webm or mp4 video');
      return;
    }
    if (!type.startsWith(VIDEO_TYPE)) this.#log(`${VIDEO_TYPE} is not supported here; recording as ${type}`);
    try {
      const recorder = new MediaRecorder(stream, { mimeType: type });
      const chunks: Blob[] = [];
      const stopped = new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
        recorder.onerror = () => resolve();
      });
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        chunks.push(event.data);
        this.#onSlice(kind, event.data, type);
      };
      // The tester stopping the share in the browser's own bar ends this video, not the test.
      for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => recorder.state !== 'inactive' && recorder.stop());
      recorder.start(VIDEO_SLICE_MS);
      this.#tracks.push({ kind, recorder, chunks, stopped });
    } catch (error) {
      this.#log(`cannot record ${kind}: ${String(error)}`);
    }
  }

  /** Stops every recorder and device; resolves to the videos recorded (empty ones left out). */
  async stop(): Promise<{ kind: VideoKind; video: Blob }[]> {
    const tracks = this.#tracks;
    this.#tracks = [];
    for (const t of tracks) if (t.recorder.state !== 'inactive') t.recorder.stop();
    await Promise.all(tracks.map((t) => t.stopped));
    for (const stream of this.#streams) for (const track of stream.getTracks()) track.stop();
    this.#streams = [];
    return tracks
      .filter((t) => t.chunks.length > 0)
      .map((t) => ({ kind: t.kind, video: new Blob(t.chunks, { type: t.recorder.mimeType || t.chunks[0].type }) }));
  }
}
