import { Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../application/session/error-message';
import { ANSWER_EVERY_QUESTION_MESSAGE, surveyResponse, type Survey, type SurveyChoices } from '../../domain/shop';
import { Surveys } from '../../ports/surveys';
import { useDocumentTitle } from '../app/document-title';
import { FeatureServices, useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { LoadError } from '../catalog/load-error';
import { NOT_FOUND_TITLE, NotFoundPage } from '../catalog/not-found-page';
import { PageLoading } from '../catalog/page-loading';
import { AlertBar } from '../primitives/alert-bar';
import { Spinner } from '../primitives/spinner';
import './feedback.css';

export const SURVEY_THANKS = 'Thank you! Your answers are in.';

function SurveyForm({ survey }: { survey: Survey }) {
  useDocumentTitle(survey.title);
  const surveys = useService(Surveys);
  const [choices, setChoices] = useState<SurveyChoices>({});
  const [unanswered, setUnanswered] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const choose = (question: string, answer: string) => {
    setChoices((c) => ({ ...c, [question]: answer }));
    setUnanswered((u) => u.filter((q) => q !== question));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = surveyResponse(survey, choices);
    if (!checked.ok) {
      setUnanswered(checked.unanswered);
      requestAnimationFrame(() => formRef.current?.ownerDocument.getElementById(`question-${checked.unanswered[0]}`)?.querySelector('input')?.focus());
      return;
    }
    setBusy(true);
    try {
      await surveys.respond(checked.input);
      setDone(true);
    } catch (problem) {
      // The server's words; the answers chosen stay chosen.
      setFailure(errorMessage(problem, 'Your answers could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="feedback-done" role="status">
        <h2>{SURVEY_THANKS}</h2>
        <p>What you tell us shapes the next box.</p>
        <p><Link to="/">Back to the shop</Link></p>
      </div>
    );
  }
  return (
    <form ref={formRef} className="feedback-form" onSubmit={submit} noValidate aria-label={survey.title}>
      {failure && <AlertBar tone="error">{failure}</AlertBar>}
      {survey.questions.map((q, n) => {
        const missing = unanswered.includes(q.id);
        return (
          <fieldset key={q.id} id={`question-${q.id}`} className="survey-question" aria-invalid={missing} aria-describedby={missing ? `question-${q.id}-error` : undefined}>
            <legend>{n + 1}. {q.text}</legend>
            {q.answers.map((a) => (
              <label key={a.id} className="survey-answer">
                <input type="radio" name={`question-${q.id}`} value={a.id} checked={choices[q.id] === a.id} onChange={() => choose(q.id, a.id)} />
                {a.text}
              </label>
            ))}
            {missing && <p id={`question-${q.id}-error`} className="field-error">{ANSWER_EVERY_QUESTION_MESSAGE}</p>}
          </fieldset>
        );
      })}
      <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
        {busy ? 'Sending your answers…' : 'Send answers'}
      </button>
    </form>
  );
}

function SurveyContent({ id }: { id: string }) {
  const surveys = useService(Surveys);
  const state = useLoader(`survey:${id}`, () => surveys.survey(id));
  if (state.status === 'loading') return <PageLoading label="Loading the survey…" />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} what="this survey" />;
  if (!state.data) return <SurveyNotFound />;
  return (
    <div className="feedback-page">
      <h1>{state.data.title}</h1>
      <p>A minute of your time: choose one answer to each question.</p>
      <SurveyForm survey={state.data} />
    </div>
  );
}

function SurveyNotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <NotFoundPage />;
}

/** /survey/:id (matched by the menu page): a survey from a link in an e-mail (survey(id), createSurveyResponse); anyone with the link may answer. */
export function SurveyPage({ id }: { id: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the survey" />}>
      <FeatureServices feature="account">
        <SurveyContent key={id} id={id} />
      </FeatureServices>
    </Suspense>
  );
}

export default SurveyPage;
