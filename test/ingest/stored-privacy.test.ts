// The ingest's last check before a batch reaches the disk masks exactly what the agent's own rules mask.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseUrlText } from '../../src/domain';
import { encodeBatch } from '../../src/protocol/encoder';
import { CustomEvent, SetNodeData, UserID } from '../../src/protocol/message-types';
import type { Message } from '../../src/protocol/messages';
import { scrubBatch } from '../../src/server/ingest/stored-privacy';

const textNode = (data: string) => [SetNodeData, 7, data] as unknown as Message;
const scrubbedText = (data: string) => {
  const messages = [textNode(data)];
  return scrubBatch(messages, encodeBatch(messages)).messages[0][2] as string;
};

describe('Stored privacy at the ingest', () => {
  it('masks a card followed by a quantity, as the agent does ("4242 4242 4242 4242 2")', () => {
    expect(scrubbedText('Card 4242 4242 4242 4242 2')).toBe('Card **** **** **** **** 2');
  });

  it('masks e-mails, social security numbers and address parameters, and keeps plain text byte for byte', () => {
    expect(scrubbedText('write to jo@example.com')).toBe('write to **************');
    expect(scrubbedText('SSN 123-45-6789')).toBe('SSN ***-**-****');
    expect(scrubbedText('/orders?token=abc123')).not.toContain('abc123');
    expect(scrubbedText('Order 1009 of 12 leashes')).toBe('Order 1009 of 12 leashes');
  });

  it('keeps the identity the site set on purpose', () => {
    const messages = [[UserID, 'jo@example.com'] as unknown as Message];
    expect(scrubBatch(messages, encodeBatch(messages)).messages).toBe(messages);
  });

  it("property: any text field is stored as the agent's rules (sanitiseUrlText) leave it", () => {
    const piece = fc.oneof(
      fc.constantFrom(' ', '-', '=', '?', '&', '@', '%40', '.', 'com', 'token', '4242', '4242 4242 4242 4242', '123-45-6789', '2'),
      fc.stringMatching(/^[a-z0-9 ]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }).map((p) => p.join('')), (text) => {
        fc.pre(text.length >= 5);
        const messages = [textNode(text), [CustomEvent, 'event', text] as unknown as Message];
        const scrubbed = scrubBatch(messages, encodeBatch(messages)).messages;
        expect(scrubbed[0][2]).toBe(sanitiseUrlText(text));
        expect(scrubbed[1][2]).toBe(sanitiseUrlText(text));
      }),
      { numRuns: 300 },
    );
  });
});
