import { serviceToken } from './service-token';
import type { Role } from '../domain/shop';

export interface SessionUser {
  isLoggedIn: boolean;
  me: { email: string; roles: Role[] } | null;
}

/** The server-side session held in an httpOnly cookie (GET /api/user, POST /api/logout). */
export interface Session {
  current(): Promise<SessionUser>;
  logout(): Promise<void>;
}

export const Session = serviceToken<Session>('Session');
