/** 001 §2 'Chat With Us': a visitor's message reaches the support team with the e-mail to answer to. */
import { serviceToken } from './service-token';
export interface SupportChat {
  send(message: { email: string; text: string; page: string }): Promise<void>;
}

export const SupportChat = serviceToken<SupportChat>('SupportChat');
