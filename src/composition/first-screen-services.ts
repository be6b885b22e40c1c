import { StorefrontCatalogToken } from '../application/catalog/storefront-catalog';
import { ReferralTrackerToken } from '../application/referral/referral-tracker';
import { UserSession } from '../application/session/user-session';
import { EmailVerification } from '../ports/email-verification';
import { LocalStore } from '../ports/local-store';
import { Notifications } from '../ports/notifications';
import { PageLinks } from '../ports/page-links';
import type { ServiceToken } from '../ports/service-token';
import { GraphqlCallsToken } from '../adapters/graphql/client/graphql-calls';
import { AccountRepository } from '../ports/account-repository';
import { ApiErrorReporter } from '../ports/api-errors';
import { CatalogRepository } from '../ports/catalog-repository';
import { Session } from '../ports/session';
import { ApiClientToken } from './container';

/**
 * The services the shell and the catalogue's pages look up as they first render, in the order they are made (what
 * the API client needs, the client, then the repositories and the session made over it), so that each look-up
 * makes one thing. A service's first look-up in the container plans its resolution and makes it; done inside the
 * render, that work lengthened the hydration's slices on a slow phone, so the page's entry looks them up
 * beforehand, a task each.
 */
export const firstScreenServices: readonly ServiceToken<unknown>[] = [
  LocalStore,
  Notifications,
  ApiErrorReporter,
  Session,
  ApiClientToken,
  GraphqlCallsToken,
  AccountRepository,
  CatalogRepository,
  UserSession,
  StorefrontCatalogToken,
  ReferralTrackerToken,
  PageLinks,
  EmailVerification,
];
