// How many WebSockets and subscriptions the server keeps: per client (the socket's address) and in all. Each
// socket and subscription holds memory and is told of changes; without these bounds one client opening
// thousands of sockets froze every shopper's cart for seconds.
import type { IncomingMessage } from 'node:http';

export interface SocketLimits {
  /** Open WebSockets per client address (a browser's tabs, each with one). */
  socketsPerClient: number;
  socketsTotal: number;
  /** Subscriptions per client address, over all its sockets. */
  subscriptionsPerClient: number;
  subscriptionsTotal: number;
}

export const SOCKET_LIMITS: Readonly<SocketLimits> = {
  socketsPerClient: 50,
  socketsTotal: 2_000,
  subscriptionsPerClient: 200,
  subscriptionsTotal: 10_000,
};

/** What a refused socket or subscription is told, naming the limit it met. */
export const socketLimitMessages = (limits: SocketLimits = SOCKET_LIMITS) => ({
  socketsPerClient: `Too many connections from one client: the limit is ${limits.socketsPerClient}`,
  socketsTotal: 'The server has too many connections; please try again later',
  subscriptionsPerClient: `Too many subscriptions from one client: the limit is ${limits.subscriptionsPerClient}`,
  subscriptionsTotal: 'The server has too many subscriptions; please try again later',
});

export const clientOf = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';

/** Open sockets per client, counted as they open and close. */
export class SocketCounter {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  private readonly messages: ReturnType<typeof socketLimitMessages>;

  constructor(private readonly limits: SocketLimits = SOCKET_LIMITS) {
    this.messages = socketLimitMessages(limits);
  }

  /** The refusal for one more socket from this client, or null (and the socket is counted). */
  open(client: string): string | null {
    if (this.total >= this.limits.socketsTotal) return this.messages.socketsTotal;
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.socketsPerClient) return this.messages.socketsPerClient;
    this.byClient.set(client, mine + 1);
    this.total++;
    return null;
  }

  closed(client: string): void {
    const mine = (this.byClient.get(client) ?? 1) - 1;
    if (mine <= 0) this.byClient.delete(client);
    else this.byClient.set(client, mine);
    this.total = Math.max(0, this.total - 1);
  }
}
