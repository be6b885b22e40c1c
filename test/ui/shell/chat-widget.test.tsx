import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { LocalStore } from '../../../src/ports/local-store';
import { SupportChat } from '../../../src/ports/support-chat';
import { ChatWidget } from '../../../src/ui/shell/chat-widget';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { aUser, FakeUserSession } from '../../fakes/fake-user-session';
import { buildFakePorts } from '../../support/fake-ports';
import { renderWithServices } from './render-with-services';

function renderChat(session = FakeUserSession.guest(), store = new FakeLocalStore()) {
  const { userSession, supportChat: chat, localStore } = buildFakePorts({ userSession: session, localStore: store });
  renderWithServices(<ChatWidget onClose={() => undefined} />, [
    [UserSession, userSession],
    [SupportChat, chat],
    [LocalStore, localStore],
  ], '/wellness');
  return { chat, panel: screen.getByRole('dialog', { name: 'Chat with us' }) };
}

describe('Chat With Us asks where to answer before promising an e-mail reply', () => {
  it('a signed-in user is answered at the account e-mail, without being asked', async () => {
    const user = userEvent.setup();
    const { chat, panel } = renderChat(FakeUserSession.signedIn(aUser({ email: 'dana@pawprint.test' })));
    expect(within(panel).queryByRole('textbox', { name: /Your e-mail/ })).toBeNull();
    expect(within(panel).getByText('dana@pawprint.test')).toBeTruthy();
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText(/answer by e-mail to dana@pawprint.test/)).toBeTruthy();
    expect(chat.sent).toEqual([{ email: 'dana@pawprint.test', text: 'Hello', page: '/wellness' }]);
  });

  it("a guest's stored e-mail is offered, and a wrong one is refused with 'Email is not valid'", async () => {
    const user = userEvent.setup();
    const store = new FakeLocalStore();
    store.set('email', 'kept@example.com');
    const { chat, panel } = renderChat(FakeUserSession.guest(), store);
    const email = within(panel).getByRole('textbox', { name: 'Your e-mail, for our answer' }) as HTMLInputElement;
    expect(email.value).toBe('kept@example.com');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Hi');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Email is not valid')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(chat.sent).toEqual([]);
  });

  it('a message that cannot be sent says so and stays in the box', async () => {
    const user = userEvent.setup();
    const { chat, panel } = renderChat(FakeUserSession.signedIn(aUser()));
    chat.failNextWith = 'Failed to fetch';
    const box = within(panel).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    await user.type(box, 'Where is my box?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    // The browser's own text becomes words a shopper understands.
    expect((await within(panel).findByRole('alert')).textContent).toBe('We could not reach the shop. Please check your connection and try again.');
    expect(box.value).toBe('Where is my box?');
    expect(within(panel).queryByText(/A Pawprint helper will answer/)).toBeNull();
  });
});
