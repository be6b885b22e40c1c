import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANSWER_EVERY_QUESTION_MESSAGE, type Survey } from '../../../src/domain';
import { Surveys } from '../../../src/ports/surveys';
import { StorefrontCatalogToken } from '../../../src/application/catalog/storefront-catalog';
import { MenuPage } from '../../../src/ui/catalog/menu-page';
import { SURVEY_THANKS } from '../../../src/ui/feedback/survey-page';
import { FakeSurveys } from '../../fakes/fake-shop-feedback';
import { renderWithServices } from '../shell/render-with-services';

const SURVEY: Survey = {
  id: 'survey-box', title: 'How was your box?',
  questions: [
    { id: 'q1', text: 'Did your dog enjoy the treats?', answers: [{ id: 'a1', text: 'Loved them' }, { id: 'a2', text: 'Not really' }] },
    { id: 'q2', text: 'Would you recommend us?', answers: [{ id: 'b1', text: 'Yes' }, { id: 'b2', text: 'No' }] },
  ],
};

function renderSurvey(path = '/survey/survey-box') {
  const surveys = new FakeSurveys([SURVEY]);
  renderWithServices(<MenuPage />, [[Surveys, surveys], [StorefrontCatalogToken, { page: async () => ({ kind: 'notFound' }) }]], path);
  return surveys;
}

describe('/survey/:id: a survey from an e-mail link (survey, createSurveyResponse)', { timeout: 20_000 }, () => {
  it('asks for an answer to every question, then sends them and thanks', async () => {
    const user = userEvent.setup();
    const surveys = renderSurvey();
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your box?' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'How was your box?' });
    await user.click(within(form).getByRole('radio', { name: 'Not really' }));
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    const second = within(form).getByRole('group', { name: '2. Would you recommend us?' });
    expect(within(second).getByText(ANSWER_EVERY_QUESTION_MESSAGE)).toBeTruthy();
    expect(within(form).getAllByText(ANSWER_EVERY_QUESTION_MESSAGE)).toHaveLength(1);
    expect(surveys.responses).toEqual([]);
    await user.click(within(second).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: SURVEY_THANKS })).toBeTruthy();
    expect(surveys.responses).toEqual([{ survey: 'survey-box', answers: [{ question: 'q1', answer: 'a2' }, { question: 'q2', answer: 'b1' }] }]);
  });

  it("shows the server's message and keeps the answers chosen", async () => {
    const user = userEvent.setup();
    const surveys = renderSurvey();
    surveys.failWith = 'This survey is closed.';
    const form = await screen.findByRole('form', { name: 'How was your box?' });
    await user.click(within(form).getByRole('radio', { name: 'Loved them' }));
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This survey is closed.');
    expect((within(form).getByRole('radio', { name: 'Loved them' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a link to a survey that is not there opens the not-found page', async () => {
    renderSurvey('/survey/gone');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page." })).toBeTruthy();
  });
});
