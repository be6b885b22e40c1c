import { describe, expect, it } from 'vitest';
import {
  batchUrl,
  failureReason,
  hasAttemptsLeft,
  positiveOr,
  retryDelay,
  sendOutcome,
  sendWithKeepalive,
  shouldCompress,
} from '../../../src/tracker/worker/send-policy';

describe('Transport rules', () => {
  it('names a batch by page and batch number under the ingest point', () => {
    expect(batchUrl('https://rec.example.com/ingest', 3, 12)).toBe('https://rec.example.com/ingest/v1/web/i?batch=3_12');
    expect(batchUrl('https://rec.example.com/ingest/', 100500, 1)).toBe('https://rec.example.com/ingest/v1/web/i?batch=100500_1');
  });

  it('waits 250 ms times the attempts made, and gives up after 10', () => {
    expect([1, 2, 3, 9].map((n) => retryDelay(n))).toEqual([250, 500, 750, 2250]);
    expect(hasAttemptsLeft(9)).toBe(true);
    expect(hasAttemptsLeft(10)).toBe(false);
    expect(failureReason(10)).toBe('Failed to send batch after 10 attempts');
  });

  it('401 asks for a new token, 400 and above is retried, anything lower is an acknowledgement', () => {
    expect(sendOutcome(200)).toBe('acknowledged');
    expect(sendOutcome(204)).toBe('acknowledged');
    expect(sendOutcome(399)).toBe('acknowledged');
    expect(sendOutcome(401)).toBe('unauthorised');
    expect(sendOutcome(400)).toBe('retry');
    expect(sendOutcome(403)).toBe('retry');
    expect(sendOutcome(503)).toBe('retry');
  });

  it('gzips above the threshold (24000 by default) and uses keepalive under 65536 bytes', () => {
    expect(shouldCompress(24000)).toBe(false);
    expect(shouldCompress(24001)).toBe(true);
    expect(shouldCompress(5001, 5000)).toBe(true);
    expect(sendWithKeepalive(65535)).toBe(true);
    expect(sendWithKeepalive(65536)).toBe(false);
  });

  it('keeps the default for a start reply value that is missing or not a positive number', () => {
    expect(positiveOr(undefined, 24000)).toBe(24000);
    expect(positiveOr(0, 24000)).toBe(24000);
    expect(positiveOr('5', 24000)).toBe(24000);
    expect(positiveOr(Infinity, 24000)).toBe(24000);
    expect(positiveOr(5000, 24000)).toBe(5000);
  });
});
