// The site owner's usability-test page (/usability-tests): its own entry of the build, served
// under the replay page's policy, on a route of its own so an access check can be put in front of it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStatic } from './static-files';

export const USABILITY_TESTS_PATH = '/usability-tests';

/** Serves the page (true), or leaves a dev server to (false, with the request pointed at its HTML). */
export function serveUsabilityTestsPage(req: IncomingMessage, res: ServerResponse, path: string, staticDir: string | null, policy: string): boolean {
  if (path !== USABILITY_TESTS_PATH && path !== `${USABILITY_TESTS_PATH}/`) return false;
  res.setHeader('content-security-policy', policy);
  if (staticDir && serveStatic(req, res, '/usability-tests.html', { staticDir, publicDir: null })) return true;
  res.removeHeader('content-security-policy'); // the dev server's hot reload needs inline scripts
  req.url = '/usability-tests.html';
  return false;
}
