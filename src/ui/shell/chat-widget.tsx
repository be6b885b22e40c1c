import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../application/session/error-message';
import { isValidEmail } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';
import './chat-widget.css';
import { LocalStore } from '../../ports/local-store';
import { SupportChat } from '../../ports/support-chat';
import { useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { useModalFocus } from './use-modal-focus';

export const CHAT_GREETING = 'Hi! How can we help you and your dog today?';
/** The answer to a sent message: it names the address the reply goes to, never promising one without it. */
export const chatReply = (email: string) => `Thanks for your message! A Pawprint helper will answer by e-mail to ${email} within one business day.`;
export const CHAT_EMAIL_QUESTION = 'Which e-mail should we answer to?';

interface ChatMessage {
  from: 'shop' | 'you';
  text: string;
}

/** 001 §2 'Chat With Us': asks a guest's e-mail before the first message; a signed-in user's is the account's. */
export function ChatWidget({ onClose }: { onClose: () => void }) {
  const { state } = useUserSession();
  const chat = useService(SupportChat);
  const localStore = useService(LocalStore);
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const emailId = useId();
  const accountEmail = state.status === 'signedIn' ? state.user.email : null;
  const [email, setEmail] = useState(() => localStore.get('email') ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([{ from: 'shop', text: CHAT_GREETING }]);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useModalFocus(true, panel, onClose);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    const replyTo = accountEmail ?? normalizeEmail(email);
    if (!accountEmail && !isValidEmail(replyTo)) {
      setEmailError(replyTo ? EMAIL_NOT_VALID_MESSAGE : CHAT_EMAIL_QUESTION);
      document.getElementById(emailId)?.focus();
      return;
    }
    setEmailError(null);
    setFailure(null);
    setSending(true);
    try {
      await chat.send({ email: replyTo, text, page: pathname });
      setMessages((m) => [...m, { from: 'you', text }, { from: 'shop', text: chatReply(replyTo) }]);
      setDraft('');
    } catch (error) {
      // The message stays in the box so nothing typed is lost.
      setFailure(errorMessage(error, 'Your message could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
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
      <form className="chat-panel__form chat-panel__form--stacked" onSubmit={send} noValidate>
        {failure && (
          <p className="chat-panel__error" role="alert">
            {failure}
          </p>
        )}
        {accountEmail ? (
          <p className="chat-panel__reply-to">
            We answer by e-mail to <strong>{accountEmail}</strong>.
          </p>
        ) : (
          <div className="chat-panel__email">
            <label htmlFor={emailId}>Your e-mail, for our answer</label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              required
            />
            {emailError && (
              <p id={`${emailId}-error`} className="field-error">
                {emailError}
              </p>
            )}
          </div>
        )}
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <div className="chat-panel__compose">
          <textarea id={inputId} rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Write a message" autoFocus />
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </div>
  );
}
