// States of a page that no DOM attribute shows and the protocol has no message for: the agent writes each
// as an attribute of its own name (SetNodeAttribute) on the element it concerns, and the replay turns it
// back into the state instead of showing it. The ':' keeps the names out of any page's own attributes.

/** On a <dialog> shown with showModal(): the replay shows it modal (top layer, backdrop, inert page). */
export const MODAL_DIALOG_ATTRIBUTE = 'pawprint:modal';
/** On the <html> element of a page without a doctype: the replay lays it out in quirks mode. */
export const QUIRKS_MODE_ATTRIBUTE = 'pawprint:quirks';
/** A media element playing (value '1') or paused (no attribute). */
export const MEDIA_PLAYING_ATTRIBUTE = 'pawprint:playing';
/** A media element's position (seconds) when it was played, paused or sought: the replay seeks there. */
export const MEDIA_TIME_ATTRIBUTE = 'pawprint:time';

/** Whether a recorded attribute is one of these states rather than the page's own. */
export const isPageStateAttribute = (name: string): boolean => name.startsWith('pawprint:');
