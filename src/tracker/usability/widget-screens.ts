// The two full-screen steps of the test (001 §2): the greeting before it and the thanks after it.
import { UXT_TEXTS as T } from '../../domain/recording/usability-texts';
import type { UsabilityTest } from '../../domain/recording/usability-test';
import { h } from './widget-host';

function welcomeText(test: UsabilityTest): string {
  const ask = test.reqMic && test.reqCamera ? T.askMicCamera : test.reqMic ? T.askMic : test.reqCamera ? T.askCamera : '';
  return ask ? `${T.welcome} ${ask}` : T.welcome;
}

/** The greeting: the test's title and the welcome text; 'Read guidelines to begin' starts the test. */
export function greetingScreen(test: UsabilityTest, onBegin: () => void): HTMLElement {
  const button = h('button', { type: 'button', class: 'primary' }, [T.readGuidelines]);
  button.addEventListener('click', onBegin);
  const screen = h('div', { class: 'screen', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'uxt-greeting-title', 'aria-describedby': 'uxt-greeting-text' }, [
    h('div', { class: 'card' }, [
      h('h1', { id: 'uxt-greeting-title' }, [test.title]),
      test.description && h('p', {}, [test.description]),
      h('p', { id: 'uxt-greeting-text' }, [welcomeText(test)]),
      h('div', { class: 'actions' }, [button]),
    ]),
  ]);
  return screen;
}

export interface EndScreen {
  element: HTMLElement;
  /** The upload is over (stored or failed): the button becomes 'End Session'. */
  uploaded(): void;
  focus(): void;
}

/** 'Thank you!', the conclusion (or a default thanks), and the button that waits for the upload. */
export function endScreen(test: UsabilityTest, onEnd: () => void): EndScreen {
  let done = false;
  const button = h('button', { type: 'button', class: 'primary', 'aria-disabled': 'true', 'aria-busy': 'true' }, [
    h('span', { class: 'spinner', 'aria-hidden': 'true' }), T.submittingFeedback,
  ]);
  // Only once the upload is over does the button end anything.
  button.addEventListener('click', () => done && onEnd());
  const element = h('div', { class: 'screen', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'uxt-end-title' }, [
    h('div', { class: 'card' }, [
      h('h1', { id: 'uxt-end-title', tabindex: '-1' }, [T.thankYou]),
      h('p', {}, [test.conclusion.trim() || T.defaultThanks]),
      h('div', { class: 'actions', 'aria-live': 'polite' }, [button]),
    ]),
  ]);
  return {
    element,
    uploaded() {
      done = true;
      button.removeAttribute('aria-disabled');
      button.removeAttribute('aria-busy');
      button.replaceChildren(T.endSession);
    },
    focus: () => (element.querySelector('h1') as HTMLElement).focus(),
  };
}
