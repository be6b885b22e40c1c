/** The shop's newsletter: addToList(input), the e-mail marketing list of 000 §7, signed up for from the footer. */
import { serviceToken } from './service-token';
export interface Newsletter {
  /** Puts the (normalised, valid) e-mail on the newsletter list; rejects with the server's message. */
  subscribe(email: string): Promise<void>;
}

export const Newsletter = serviceToken<Newsletter>('Newsletter');
