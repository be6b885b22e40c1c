// The first page's data asked for early: the page's loader takes that answer instead of asking again, once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askEarly, givenAnswersJson, GivenAnswersContext, GIVEN_ANSWERS_ELEMENT_ID, readGivenAnswers, takeEarlyAnswer, type GivenAnswers } from '../../../src/ui/app/first-answers';
import { useLoader } from '../../../src/ui/app/use-loader';

function Shelf({ id, load }: { id: string; load: () => Promise<string> }) {
  const state = useLoader(id, load);
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error') return <button onClick={state.retry}>Try again</button>;
  return <p>{state.data}</p>;
}

describe('Early answers for the first page', () => {
  it('the loader with that key shows the early answer without asking again; its retry asks anew', async () => {
    askEarly('shelf:home', () => Promise.reject(new Error('offline')));
    const load = vi.fn(() => Promise.resolve('Treat and Chew Box'));
    render(<Shelf id="shelf:home" load={load} />);
    await screen.findByRole('button', { name: 'Try again' });
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Treat and Chew Box')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves one loader once, and another key not at all', async () => {
    askEarly('shelf:goods', () => Promise.resolve('Meatballs'));
    const load = vi.fn(() => Promise.resolve('asked again'));
    const first = render(<Shelf id="shelf:goods" load={load} />);
    expect(await screen.findByText('Meatballs')).toBeTruthy();
    first.unmount();
    render(<Shelf id="shelf:goods" load={load} />);
    expect(await screen.findByText('asked again')).toBeTruthy();
    expect(takeEarlyAnswer('shelf:other')).toBeNull();
  });

  it('an answer left untaken for more than 10 s is not served', () => {
    askEarly('shelf:late', () => Promise.resolve('stale'), 1_000);
    expect(takeEarlyAnswer('shelf:late', 11_001)).toBeNull();
    askEarly('shelf:late', () => Promise.resolve('fresh'), 1_000);
    expect(takeEarlyAnswer('shelf:late', 11_000)).not.toBeNull();
  });
});

describe('Answers the server rendered the page with', () => {
  it('the loader is ready at its first render with the given answer and does not ask; a later mount asks anew', async () => {
    const given: GivenAnswers = new Map([['shelf:given', 'Bully Sticks']]);
    const load = vi.fn(() => Promise.resolve('asked again'));
    const first = render(
      <GivenAnswersContext.Provider value={given}>
        <Shelf id="shelf:given" load={load} />
      </GivenAnswersContext.Provider>,
    );
    // Synchronously, before any effect or answer: the markup a hydrating page must match.
    expect(screen.getByText('Bully Sticks')).toBeTruthy();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    render(
      <GivenAnswersContext.Provider value={given}>
        <Shelf id="shelf:given" load={load} />
      </GivenAnswersContext.Provider>,
    );
    expect(await screen.findByText('asked again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the data block back as written, and a block that closes its script element cannot be written', () => {
    const answers: GivenAnswers = new Map([['page:/x', { title: '</script><script>alert(1)</script>', note: 'line\u2028break' }]]);
    const json = givenAnswersJson(answers);
    expect(json).not.toContain('</script');
    document.body.innerHTML = `<script type="application/json" id="${GIVEN_ANSWERS_ELEMENT_ID}">${json}</script>`;
    expect(readGivenAnswers(document)).toEqual(answers);
    document.body.innerHTML = `<script type="application/json" id="${GIVEN_ANSWERS_ELEMENT_ID}">{broken</script>`;
    expect(readGivenAnswers(document).size).toBe(0);
    document.body.innerHTML = '';
    expect(readGivenAnswers(document).size).toBe(0);
  });
});
