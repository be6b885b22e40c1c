// `npm run dev`: Vite in middleware mode behind the same mock API handlers, one port.
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { startMockServer } from './server';
import { parseFaults } from '../mock-api/faults';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
let vite: ViteDevServer | null = null;

const shop = await startMockServer({
  port, host, staticDir: null, publicDir: null, faults: parseFaults(process.env.MOCK_FAULTS),
  dataDir: process.env.MOCK_DATA_DIR ?? undefined,
  fallback: (req, res) => {
    if (vite) vite.middlewares(req, res);
    else res.writeHead(503).end('Starting');
  },
});
vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: shop.httpServer } }, appType: 'spa' });
console.log(`Pawprint (dev) running at ${shop.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    Promise.all([vite?.close(), shop.close()]).then(() => process.exit(0), () => process.exit(1));
  });
}
