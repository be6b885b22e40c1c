// The usability-test widget's texts (the agent's only visible interface), word for word from the spec;
// kept apart from messages.ts so the widget's own chunk carries them and the agent's core does not.
export const UXT_TEXTS = {
  readGuidelines: 'Read guidelines to begin',
  introduction: 'Introduction & Guidelines',
  beginTest: 'Begin Test',
  tasks: 'Tasks',
  yourAnswer: 'Your answer',
  collapsePanel: 'Collapse Panel',
  doneNext: 'Done, Next',
  abortSession: 'Abort Session',
  thankYou: 'Thank you!',
  submittingFeedback: 'Submitting Feedback',
  endSession: 'End Session',
  // Not given by the spec (docs/decisions.md): the widget's own words around the spec's.
  welcome: 'This tab is recorded while you take the test: the screen, your clicks and what you type. Please do not type passwords or real card numbers.',
  askMic: 'Please allow your microphone when your browser asks.',
  askCamera: 'Please allow your camera when your browser asks.',
  askMicCamera: 'Please allow your microphone and camera when your browser asks.',
  defaultThanks: 'Thank you for taking part. Your feedback helps make this site better.',
  taskProgress: 'Task progress',
  recording: 'Recording the screen',
  recordingPaused: 'Screen recording paused when the page changed.',
  resumeRecording: 'Resume recording',
  recordingUnavailable: 'The screen is not being recorded; your answers and timings are still sent.',
} as const;
