// The owner page: write a usability test (title, texts, microphone and camera, tasks with 'Allow
// typing') and get the tester's ?oruxt= link; the tests made so far, each with its link. The draft
// is checked by the same rule the ingest applies before it keeps it.
import { checkTestDraft, testerLink } from '../../domain/recording';
import { el } from '../format';
import { createOwnerTest, fetchOwnerTests, type OwnerTest, type OwnerTests } from './owner-tests-source';
import { taskFields } from './owner-task-fields';

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return el('div', { class: 'owner-field' }, [el('label', { for: id }, [label]), hint ? el('p', { class: 'hint', id: `${id}-hint` }, [hint]) : null, control]);
}

function linkOf(test: OwnerTest): string {
  return testerLink(location.origin, test.startPath || '/', test.id);
}

function testsTable(data: OwnerTests): HTMLElement {
  if (data.tests.length === 0) return el('p', { class: 'replay-status' }, ['No tests yet.']);
  const projectName = (id: number) => data.projects.find((p) => p.projectID === id)?.name ?? String(id);
  return el('div', { class: 'table-scroll' }, [
    el('table', { class: 'replay-table' }, [
      el('thead', {}, [el('tr', {}, ['Test', 'Project', 'Tasks', 'Tester link'].map((h) => el('th', { scope: 'col' }, [h])))]),
      el('tbody', {}, data.tests.map((t) => el('tr', {}, [
        el('td', {}, [t.title]), el('td', {}, [projectName(t.projectID)]), el('td', { class: 'num' }, [String(t.tasks.length)]),
        el('td', {}, [el('a', { href: linkOf(t), target: '_blank', rel: 'noopener' }, [linkOf(t)])]),
      ]))),
    ]),
  ]);
}

export function renderOwnerTests(root: HTMLElement): void {
  const title = el('input', { id: 'test-title', name: 'title', required: true, maxlength: '200' });
  const description = el('textarea', { id: 'test-description', rows: '2', maxlength: '5000' });
  const guidelines = el('textarea', { id: 'test-guidelines', rows: '3', maxlength: '5000' });
  const conclusion = el('textarea', { id: 'test-conclusion', rows: '2', maxlength: '5000' });
  const startPath = el('input', { id: 'test-start', value: '/', 'aria-describedby': 'test-start-hint' });
  const project = el('select', { id: 'test-project' });
  const mic = el('input', { type: 'checkbox', id: 'test-mic' });
  const camera = el('input', { type: 'checkbox', id: 'test-camera' });
  const tasks = taskFields();
  const errors = el('div', { class: 'owner-errors', role: 'alert' });
  const created = el('div', { class: 'owner-created', role: 'status' });
  const submit = el('button', { type: 'submit', class: 'primary' }, ['Create test']);
  const projectField = field('test-project', 'Project', project);
  const form = el('form', { class: 'owner-form', 'aria-labelledby': 'new-test-title', novalidate: true }, [
    el('h2', { id: 'new-test-title' }, ['New usability test']),
    field('test-title', 'Title', title),
    field('test-description', 'Welcome text (shown with the title before the test)', description),
    field('test-guidelines', 'Guidelines', guidelines),
    field('test-conclusion', 'Conclusion (shown at the end)', conclusion),
    field('test-start', 'Start page', startPath, 'A path on this site; the tester link opens it with ?oruxt= added.'),
    projectField,
    el('div', { class: 'owner-field' }, [
      el('label', { class: 'check' }, [mic, ' Ask for the microphone']),
      el('label', { class: 'check' }, [camera, ' Ask for the camera']),
    ]),
    tasks.element,
    errors,
    el('div', { class: 'owner-actions' }, [submit]),
  ]);
  const list = el('section', { class: 'owner-list', 'aria-labelledby': 'tests-title' }, [el('h2', { id: 'tests-title' }, ['Tests']), el('p', { class: 'replay-status' }, ['Loading the tests…'])]);
  root.replaceChildren(
    el('header', { class: 'replay-header' }, [el('h1', {}, ['Usability tests']), el('a', { href: '/replay' }, ['Session replays'])]),
    el('main', { class: 'owner-main' }, [form, created, list]),
  );

  const refresh = () =>
    fetchOwnerTests()
      .then((data) => {
        project.replaceChildren(...data.projects.map((p) => el('option', { value: String(p.projectID) }, [p.name])));
        projectField.hidden = data.projects.length < 2;
        list.replaceChildren(el('h2', { id: 'tests-title' }, ['Tests']), testsTable(data));
      })
      .catch((error: unknown) => list.replaceChildren(el('h2', { id: 'tests-title' }, ['Tests']), el('p', { class: 'replay-status' }, [`The tests could not be loaded: ${String(error)}`])));
  void refresh();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const draft = {
      title: title.value, description: description.value, guidelines: guidelines.value, conclusion: conclusion.value,
      reqMic: mic.checked, reqCamera: camera.checked, startPath: startPath.value, tasks: tasks.read(),
    };
    const check = checkTestDraft(draft);
    const show = (messages: string[]) => errors.replaceChildren(...(messages.length ? [el('ul', {}, messages.map((m) => el('li', {}, [m])))] : []));
    if (!check.ok) return show(check.errors);
    show([]);
    submit.disabled = true;
    createOwnerTest({ ...check.draft, projectID: Number(project.value) || 1 })
      .then((outcome) => {
        if (!outcome.ok) return show(outcome.errors);
        const link = linkOf(outcome.test);
        const copy = el('button', { type: 'button' }, ['Copy link']);
        copy.addEventListener('click', () => void navigator.clipboard?.writeText(link).then(() => (copy.textContent = 'Copied'), () => undefined));
        created.replaceChildren(el('p', {}, [`Test “${outcome.test.title}” created. Send the tester this link: `, el('a', { href: link, target: '_blank', rel: 'noopener' }, [link]), ' ', copy]));
        form.reset();
        tasks.reset();
        startPath.value = '/';
        void refresh();
        created.querySelector('a')?.focus();
      })
      .catch((error: unknown) => show([`The test could not be saved: ${String(error)}`]))
      .finally(() => (submit.disabled = false));
  });
}
