// A link to a moment of a session (`/replay?session={id}&t={seconds}`): the player opens there.
// Seconds, as in a video link; fractions allowed; anything else opens at the start.

export function momentFromAddress(params: URLSearchParams): number {
  const t = Number(params.get('t'));
  return Number.isFinite(t) && t > 0 ? t * 1000 : 0;
}

export function momentAddress(sessionID: string, timeMs: number): string {
  const query = new URLSearchParams({ session: sessionID });
  if (timeMs > 0) query.set('t', (Math.round(timeMs / 100) / 10).toString());
  return `/replay?${query}`;
}
