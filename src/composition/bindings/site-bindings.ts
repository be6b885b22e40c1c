import { ContainerModule } from 'inversify';
import { StorefrontCatalog, StorefrontCatalogToken } from '../../application/catalog/storefront-catalog';
import { ReferralTracker, ReferralTrackerToken } from '../../application/referral/referral-tracker';
import { CurrentUserSession } from '../../application/session/current-user-session';
import { SessionEndOnAuthError } from '../../application/session/session-end-on-auth-error';
import { SessionEnd, SessionEndSignal } from '../../application/session/session-end-signal';
import { UserSession } from '../../application/session/user-session';
import { AccountRepository } from '../../ports/account-repository';
import { AuthErrorListener } from '../../ports/api-errors';
import { CatalogRepository } from '../../ports/catalog-repository';
import { LocalStore } from '../../ports/local-store';
import { Navigation } from '../../ports/navigation';
import { Session } from '../../ports/session';

/** The site half of the storefront: the current user, session end on auth errors, referral and catalogue. */
export const siteBindings = new ContainerModule(({ bind }) => {
  bind<SessionEnd>(SessionEnd).toResolvedValue(() => new SessionEndSignal()).inSingletonScope();

  bind<CurrentUserSession>(UserSession)
    .toResolvedValue(
      (session: Session, accounts: AccountRepository, localStore: LocalStore, navigation: Navigation, sessionEnd: SessionEnd) =>
        new CurrentUserSession({ session, accounts, localStore, navigation, sessionEnd }),
      [Session, AccountRepository, LocalStore, Navigation, SessionEnd],
    )
    .inSingletonScope();

  // Depends only on the signal and navigation, so the API client can take it without a cycle through UserSession.
  bind<AuthErrorListener>(AuthErrorListener)
    .toResolvedValue(
      (sessionEnd: SessionEnd, navigation: Navigation) => new SessionEndOnAuthError(sessionEnd, navigation),
      [SessionEnd, Navigation],
    )
    .inSingletonScope();

  bind<ReferralTracker>(ReferralTrackerToken)
    .toResolvedValue(
      (catalog: CatalogRepository, localStore: LocalStore, navigation: Navigation, userSession: UserSession) =>
        new ReferralTracker({ catalog, localStore, navigation, userSession }),
      [CatalogRepository, LocalStore, Navigation, UserSession],
    )
    .inSingletonScope();

  bind<StorefrontCatalog>(StorefrontCatalogToken)
    .toResolvedValue((catalog: CatalogRepository) => new StorefrontCatalog(catalog), [CatalogRepository])
    .inSingletonScope();
});
