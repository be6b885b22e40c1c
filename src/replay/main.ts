// The replay page (/replay): the session list, or the player when the address names a session.
// Its own entry of the build: the shop's pages never load it.
import './replay.css';
import { renderPlayer, type PlayerScreen } from './player-view';
import { renderSessionList } from './session-list-view';
import { fetchSessionDetails, type SessionFilter } from './session-source';
import { EarlyBatches, SessionLoader, type BatchSource } from './session-loader';
import { el } from './format';
import { momentFromAddress } from './moment-link';
import { showUsabilityResults } from './usability/usability-results-view';

const root = document.getElementById('replay-root')!;
let screen: PlayerScreen | null = null;
/** The loader of a player not shown yet (its first batch not in): stopped if the owner leaves first. */
let opening: BatchSource | null = null;

function filterFromAddress(params: URLSearchParams): SessionFilter {
  const page = Number(params.get('page'));
  return { userId: params.get('user') ?? '', search: params.get('q') ?? '', date: params.get('date') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function go(query: URLSearchParams): void {
  const search = query.toString();
  history.pushState(null, '', `/replay${search ? `?${search}` : ''}`);
  show();
}

function showList(params: URLSearchParams): void {
  document.title = 'Session replays · Pawprint';
  renderSessionList(root, filterFromAddress(params), {
    onFilter(filter) {
      const query = new URLSearchParams();
      if (filter.userId) query.set('user', filter.userId);
      if (filter.search) query.set('q', filter.search);
      if (filter.date) query.set('date', filter.date);
      if (filter.page > 1) query.set('page', String(filter.page));
      go(query);
    },
    onOpen(sessionID) {
      go(new URLSearchParams({ session: sessionID }));
    },
  });
}

function showPlayer(sessionID: string): void {
  document.title = 'Replay · Pawprint';
  const status = el('p', { class: 'replay-status', role: 'status' }, ['Loading the session…']);
  const back = el('a', { href: '/replay', class: 'replay-back' }, ['← All sessions']);
  root.replaceChildren(el('header', { class: 'replay-header' }, [back]), el('main', { class: 'replay-list' }, [status]));
  const stillHere = () => new URLSearchParams(location.search).get('session') === sessionID;
  // The batches are asked for with the details, not after them; the player shows once the first
  // batch is in, and the rest loads while it plays.
  const batches = new EarlyBatches(new SessionLoader(sessionID));
  opening = batches;
  fetchSessionDetails(sessionID)
    .then(async (session) => {
      if (!stillHere()) return;
      const opened = await renderPlayer(root, session, batches, () => go(new URLSearchParams()));
      if (!stillHere()) {
        opened.destroy();
        return;
      }
      screen = opened;
      opening = null;
      // A link to a moment opens the player there (once that moment has loaded).
      const moment = momentFromAddress(new URLSearchParams(location.search));
      if (moment > 0) screen.player.seek(moment);
      showUsabilityResults(root, sessionID);
    })
    .catch((error: unknown) => {
      batches.stop();
      status.textContent = `This session could not be loaded: ${error instanceof Error ? error.message : String(error)}.`;
    });
}

function show(): void {
  screen?.destroy();
  screen = null;
  opening?.stop();
  opening = null;
  const params = new URLSearchParams(location.search);
  const session = params.get('session');
  if (session) showPlayer(session);
  else showList(params);
}

window.addEventListener('popstate', show);
show();
