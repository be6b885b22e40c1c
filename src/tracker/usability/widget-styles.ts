// The widget's look, inside its shadow root: the host page's selectors cannot reach it, and the
// host itself is reset (the one element the page's styles can match, e.g. `* { all: unset }`).
export const HOST_STYLE: [string, string][] = [
  ['all', 'initial'], ['display', 'block'], ['position', 'fixed'], ['top', '0'], ['left', '0'], ['width', '0'], ['height', '0'],
  ['overflow', 'visible'], ['z-index', '2147483647'], ['visibility', 'visible'], ['opacity', '1'], ['transform', 'none'],
  ['filter', 'none'], ['clip-path', 'none'], ['pointer-events', 'none'],
];

export const WIDGET_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.uxt { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2433; pointer-events: auto; }
[hidden] { display: none !important; }
button { font: inherit; cursor: pointer; border-radius: 8px; border: 1px solid transparent; padding: 8px 14px; min-height: 40px; }
/* Everything that takes the focus shows it to a keyboard user: buttons, the answer, the scrolling texts, the task heading it moves to. */
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.primary { background: #2f5bd3; color: #fff; font-weight: 600; }
.primary:hover { background: #2449b0; }
.secondary { background: #fff; color: #1d2433; border-color: #b8c0d0; }
.link { background: none; border: none; color: #b42318; text-decoration: underline; padding: 6px 0; min-height: 32px; }
.screen { position: fixed; inset: 0; background: rgba(17, 24, 39, .72); display: flex; align-items: center; justify-content: center; padding: 16px; overflow: auto; }
.card { background: #fff; border-radius: 14px; max-width: 560px; width: 100%; padding: 28px; box-shadow: 0 20px 50px rgba(0,0,0,.35); }
.card h1 { font-size: 24px; line-height: 1.25; margin: 0 0 12px; }
.card p { margin: 0 0 12px; white-space: pre-line; }
.card .actions { margin-top: 20px; display: flex; justify-content: flex-end; }
.spinner { display: inline-block; width: 16px; height: 16px; margin-right: 8px; vertical-align: -3px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: spin .8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.panel { position: fixed; top: 0; left: 0; width: min(340px, calc(100vw - 16px)); max-height: calc(100vh - 16px); display: flex; flex-direction: column;
  background: #fff; border-radius: 12px; box-shadow: 0 10px 30px rgba(0,0,0,.3); border: 1px solid #d5dae3; overflow: hidden; }
.titlebar { display: flex; align-items: center; gap: 8px; width: 100%; background: #1d2433; color: #fff; border-radius: 0; text-align: left;
  font-weight: 600; padding: 10px 14px; touch-action: none; user-select: none; cursor: grab; }
/* Inside its edges: the panel's rounded corners clip what lies outside. */
.titlebar:focus-visible { outline-offset: -5px; }
.titlebar .name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.titlebar .arrow { transition: transform .15s; }
.titlebar[aria-expanded="false"] .arrow, .toggle[aria-expanded="false"] span { transform: rotate(-90deg); }
.toggle span { transition: transform .15s; }
.panel.collapsed { width: auto; max-width: min(340px, calc(100vw - 16px)); }
.body { overflow: auto; padding: 12px 14px 14px; }
.section + .section { margin-top: 12px; border-top: 1px solid #e4e7ee; padding-top: 12px; }
.section h2 { font-size: 15px; margin: 0; }
.toggle { width: 100%; display: flex; justify-content: space-between; background: none; padding: 4px 0; min-height: 32px; font-weight: 600; color: inherit; text-align: left; }
.text { max-height: 250px; overflow: auto; white-space: pre-line; margin: 8px 0; }
.steps { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; padding: 0; }
.steps li { width: 28px; height: 28px; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: 13px; font-weight: 600;
  border: 2px solid #b8c0d0; color: #4a5468; }
.steps li.done { background: #1f8a4c; border-color: #1f8a4c; color: #fff; }
.steps li[aria-current="step"] { border-color: #2f5bd3; color: #2f5bd3; }
.task { background: #f4f6fa; border-radius: 10px; padding: 10px 12px; margin-top: 8px; }
.task h3 { font-size: 15px; margin: 0; }
label { display: block; font-weight: 600; margin-top: 10px; }
textarea { font: inherit; width: 100%; min-height: 72px; margin-top: 4px; padding: 8px; border: 1px solid #98a2b3; border-radius: 8px; resize: vertical; color: inherit; background: #fff; }
.row { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; flex-wrap: wrap; }
.status { font-size: 13px; color: #4a5468; margin-top: 10px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.status .dot { width: 10px; height: 10px; border-radius: 50%; background: #d92d20; }
.status button { min-height: 32px; padding: 4px 10px; }
.abort { text-align: right; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
