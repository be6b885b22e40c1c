/** How /api/* routes are reached: the transport and the origin they live at. */
import { serviceToken } from '../../ports/service-token';
export interface ApiHttp {
  fetch: typeof fetch;
  origin: string;
}

export const ApiHttp = serviceToken<ApiHttp>('ApiHttp');
