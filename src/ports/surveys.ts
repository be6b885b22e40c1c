/** Surveys a customer answers from a link (001 §7 survey(id), 000 §7 createSurveyResponse(input)). */
import type { Survey, SurveyResponseInput } from '../domain/shop';
import { serviceToken } from './service-token';

export interface Surveys {
  /** The survey, or null when there is none by that id. */
  survey(id: string): Promise<Survey | null>;
  /** Sends a complete response; rejects with the server's message. */
  respond(input: SurveyResponseInput): Promise<void>;
}

export const Surveys = serviceToken<Surveys>('Surveys');
