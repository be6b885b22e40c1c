// The site owner's usability-test page (/usability-tests): its own entry of the build.
import '../replay.css';
import './owner-tests.css';
import { renderOwnerTests } from './owner-tests-view';

renderOwnerTests(document.getElementById('tests-root')!);
