// Surveys (001 §3 Survey: id, title, questions with id, text and answers with id, text; 000 §7
// createSurveyResponse(input)). The response's shape is not shown (docs/decisions.md, "Surveys").

export interface SurveyAnswer { id: string; text: string }
export interface SurveyQuestion { id: string; text: string; answers: SurveyAnswer[] }
export interface Survey { id: string; title: string; questions: SurveyQuestion[] }

/** The chosen answer id of each question, by question id. */
export type SurveyChoices = Readonly<Record<string, string | undefined>>;

export interface SurveyResponseInput { survey: string; answers: { question: string; answer: string }[] }

export const ANSWER_EVERY_QUESTION_MESSAGE = 'Please choose an answer';

/** The questions still without one of their own answers, in the survey's order. */
export function unansweredQuestions(survey: Survey, choices: SurveyChoices): string[] {
  return survey.questions
    .filter((q) => !q.answers.some((a) => a.id === choices[q.id]))
    .map((q) => q.id);
}

/** The response to send once every question has one of its answers; unanswered questions otherwise. */
export function surveyResponse(survey: Survey, choices: SurveyChoices): { ok: true; input: SurveyResponseInput } | { ok: false; unanswered: string[] } {
  const unanswered = unansweredQuestions(survey, choices);
  if (unanswered.length) return { ok: false, unanswered };
  return { ok: true, input: { survey: survey.id, answers: survey.questions.map((q) => ({ question: q.id, answer: choices[q.id] as string })) } };
}

/** Whether a response sent to the server answers its survey: the server's side of the same rule. */
export function isResponseTo(survey: Survey, input: unknown): input is SurveyResponseInput {
  if (!input || typeof input !== 'object') return false;
  const { survey: id, answers } = input as Partial<SurveyResponseInput>;
  if (id !== survey.id || !Array.isArray(answers) || answers.length !== survey.questions.length) return false;
  const choices: Record<string, string> = {};
  for (const a of answers) {
    if (!a || typeof a.question !== 'string' || typeof a.answer !== 'string' || a.question in choices) return false;
    choices[a.question] = a.answer;
  }
  return unansweredQuestions(survey, choices).length === 0;
}
