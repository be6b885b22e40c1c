/** How /api/* routes are reached: the transport and the origin they live at. */
export interface ApiHttp {
  fetch: typeof fetch;
  origin: string;
}

export const ApiHttp = Symbol.for('ApiHttp');
