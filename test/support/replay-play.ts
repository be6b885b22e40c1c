import type { Message } from '../../src/protocol/messages';
import { DomBuilder } from '../../src/replay/dom-builder';
import { ReplayModel } from '../../src/replay/replay-model';

/**
 * Replays messages into a fresh document as the player does: each message changes the model, and the builder
 * updates the page in place or, where it cannot, mounts the model anew. `prepare` sets the document up first
 * (jsdom lays nothing out, so a test that replays the pointer says what lies under it).
 */
export function play(messages: Message[], prepare: (doc: Document) => void = () => undefined): Document {
  const doc = document.implementation.createHTMLDocument('replay');
  prepare(doc);
  const model = new ReplayModel();
  const builder = new DomBuilder(doc);
  for (const m of messages) {
    model.apply(m);
    if (!builder.update(model, m)) builder.mount(model);
  }
  return doc;
}
