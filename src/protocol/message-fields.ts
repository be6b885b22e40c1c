// Field layouts of the batch protocol's messages (recording wire format, version 1), read
// by the decoder: one letter per field in the protocol's order. u = uint, i = int,
// b = boolean, s = string. Kept beside the message tuples so both read like the table.
import { MessageType as M } from './messages';

export type FieldKind = 'u' | 'i' | 'b' | 's';

export const MESSAGE_FIELDS: Readonly<Record<number, string>> = {
  [M.Timestamp]: 'u',
  [M.SetViewportSize]: 'uu',
  [M.SetViewportScroll]: 'ii',
  [M.CreateDocument]: '',
  [M.CreateElementNode]: 'uuusb',
  [M.CreateTextNode]: 'uuu',
  [M.MoveNode]: 'uuu',
  [M.RemoveNode]: 'u',
  [M.SetNodeAttribute]: 'uss',
  [M.RemoveNodeAttribute]: 'us',
  [M.SetNodeData]: 'us',
  [M.SetNodeScroll]: 'uii',
  [M.SetInputTarget]: 'us',
  [M.SetInputValue]: 'usi',
  [M.SetInputChecked]: 'ub',
  [M.MouseMove]: 'uu',
  [M.ConsoleLog]: 'ss',
  [M.CustomEvent]: 'ss',
  [M.UserID]: 's',
  [M.UserAnonymousID]: 's',
  [M.Metadata]: 'ss',
  [M.StringDictGlobal]: 'us',
  [M.SetNodeAttributeDictGlobal]: 'uuu',
  [M.PerformanceTrack]: 'iiuu',
  [M.ConnectionInformation]: 'us',
  [M.SetPageVisibility]: 'b',
  [M.LoadFontFace]: 'usss',
  [M.SetNodeFocus]: 'i',
  [M.SetNodeAttributeURLBased]: 'usss',
  [M.SetCSSDataURLBased]: 'uss',
  [M.TechnicalInfo]: 'ss',
  [M.CustomIssue]: 'ss',
  [M.MouseClick]: 'uussuu',
  [M.CreateIFrameDocument]: 'uu',
  [M.AdoptedSSReplaceURLBased]: 'uss',
  [M.AdoptedSSInsertRuleURLBased]: 'usus',
  [M.AdoptedSSDeleteRule]: 'uu',
  [M.AdoptedSSAddOwner]: 'uu',
  [M.AdoptedSSRemoveOwner]: 'uu',
  [M.JSException]: 'ssss',
  [M.BatchMetadata]: 'uuuis',
  [M.PartitionedMessage]: 'uu',
  [M.NetworkRequest]: 'sssssuuuu',
  [M.WSChannel]: 'sssuss',
  [M.InputChange]: 'usbsii',
  [M.SelectionChange]: 'uus',
  [M.MouseThrashing]: 'u',
  [M.UnbindNodes]: 'u',
  [M.ResourceTiming]: 'uuuuuussub',
  [M.TabChange]: 's',
  [M.TabData]: 's',
  [M.CanvasNode]: 'su',
  [M.TagTrigger]: 'i',
  [M.SetPageLocation]: 'ssus',
  [M.GraphQL]: 'ssssu',
  [M.WebVitals]: 'ss',
};

/** Messages written without a size: the batch's framing messages. 80 is reserved by the protocol. */
export const UNSIZED_TYPES: ReadonlySet<number> = new Set([80, M.BatchMetadata, M.PartitionedMessage]);

/** The only batch version the ingest accepts. */
export const BATCH_VERSION = 1;
