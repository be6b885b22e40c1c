import type { Survey, SurveyResponseInput } from '../../../domain/shop';
import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import type { Surveys } from '../../../ports/surveys';
import { SurveyQuery, SurveyResponseMutation } from '../documents/shop-feedback-documents';

/** Surveys over the shop's GraphQL gateway. */
export class GraphqlSurveys implements Surveys {
  constructor(private readonly api: GraphqlGateway) {}

  async survey(id: string): Promise<Survey | null> {
    return (await this.api.query<{ survey: Survey | null }>(SurveyQuery, { id })).survey;
  }

  async respond(input: SurveyResponseInput): Promise<void> {
    const { createSurveyResponse } = await this.api.mutate<{ createSurveyResponse: { ok: boolean } }>(SurveyResponseMutation, { input });
    if (!createSurveyResponse.ok) throw new Error('Your answers were not saved. Please try again.');
  }
}
