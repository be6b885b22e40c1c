import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalFocus } from './use-modal-focus';

// The spec names a chat widget without its service; this panel answers with a canned reply.
export const CHAT_GREETING = 'Hi! How can we help you and your dog today?';
export const CHAT_CANNED_REPLY = 'Thanks for your message! A Pawprint helper will answer by e-mail within one business day.';

interface ChatMessage {
  from: 'shop' | 'you';
  text: string;
}

/** 001 §2 'Chat With Us': a small non-modal-looking dialog with a message box. */
export function ChatWidget({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([{ from: 'shop', text: CHAT_GREETING }]);
  const [draft, setDraft] = useState('');
  useModalFocus(true, panel, onClose);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((m) => [...m, { from: 'you', text }, { from: 'shop', text: CHAT_CANNED_REPLY }]);
    setDraft('');
  };

  return (
    <div className="chat-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel}>
      <div className="chat-panel__top">
        <h2 id={titleId}>Chat with us</h2>
        <button type="button" className="icon-button" aria-label="Close chat" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ol className="chat-panel__log" aria-live="polite" aria-label="Conversation">
        {messages.map((m, i) => (
          <li key={i} className={`chat-panel__message chat-panel__message--${m.from}`}>
            <span className="visually-hidden">{m.from === 'you' ? 'You: ' : 'Pawprint: '}</span>
            {m.text}
          </li>
        ))}
      </ol>
      <form className="chat-panel__form" onSubmit={send}>
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <textarea id={inputId} rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Write a message" autoFocus />
        <button type="submit" className="button button--primary">
          Send
        </button>
      </form>
    </div>
  );
}
