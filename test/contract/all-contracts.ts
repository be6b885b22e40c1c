import { accountContract } from './account.contract';
import { cartContract } from './cart.contract';
import { catalogContract } from './catalog.contract';
import { checkoutContract } from './checkout.contract';
import { pageLinksContract } from './page-links.contract';
import type { PortsFactory } from './ports';
import { sessionContract } from './session.contract';
import { siteServicesContract } from './site-services.contract';

/** Every port's contract against one way of reaching the API. */
export function allContracts(makePorts: PortsFactory) {
  catalogContract(makePorts);
  cartContract(makePorts);
  checkoutContract(makePorts);
  accountContract(makePorts);
  sessionContract(makePorts);
  pageLinksContract(makePorts);
  siteServicesContract(makePorts);
}
