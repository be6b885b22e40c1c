// What an anonymous visitor must be refused: every owner page (answered with the way to sign in)
// and every owner call below the ingest base (answered 401), in one list for the ingest's own
// tests and for the probe of the running server.

/** Owner-only calls below the ingest base: the replay API, canvas snapshots, the usability tests, results and videos. */
export const ownerOnlyRoutes = (sessionID: string): [method: string, path: string][] => [
  ['GET', '/api/sessions'], ['HEAD', '/api/sessions'], ['GET', `/api/sessions/${sessionID}`], ['GET', `/api/sessions/${sessionID}/batches`],
  ['GET', `/api/sessions/${sessionID}/canvas/1_2_3.png`], ['GET', '/api/stats'], ['DELETE', `/api/sessions/${sessionID}`], ['GET', '/api/owner'],
  ['GET', '/api/usability-tests'], ['POST', '/api/usability-tests'], ['GET', `/api/usability-results/${sessionID}`],
  ['GET', `/api/usability-results/${sessionID}/videos/usability-test-1.webm`],
];

/** Owner pages, each also as a file name, with a trailing slash and %-escaped, as a visitor might type or forge them. */
export const OWNER_ONLY_PAGES = [
  '/replay', '/replay/', '/replay.html', '/replay.html/', '/replay%2Ehtml', '/%72eplay.html', '/assets/..%2Freplay.html',
  '/usability-tests', '/usability-tests/', '/usability-tests.html', '/usability-tests.html/', '/usability%2Dtests.html',
];
