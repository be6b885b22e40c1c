// The recording wire format (batch protocol, version 1) in one place: every message's field kinds in the
// protocol's order (u = uint, i = int, b = boolean, s = string), keyed by the ids of `message-types.ts`, and the
// format's constants. The writer, the worker's chunk reader, the decoder and the tuple types in `messages.ts`
// (checked against this table at compile time) all derive from it. The ids are constants the bundler writes as
// numbers, so the agent's build carries no table of names.
import * as T from './message-types';

export const FIELD_KINDS = {
  [T.Timestamp]: 'u',
  [T.SetViewportSize]: 'uu',
  [T.SetViewportScroll]: 'ii',
  [T.CreateDocument]: '',
  [T.CreateElementNode]: 'uuusb',
  [T.CreateTextNode]: 'uuu',
  [T.MoveNode]: 'uuu',
  [T.RemoveNode]: 'u',
  [T.SetNodeAttribute]: 'uss',
  [T.RemoveNodeAttribute]: 'us',
  [T.SetNodeData]: 'us',
  [T.SetNodeScroll]: 'uii',
  [T.SetInputTarget]: 'us',
  [T.SetInputValue]: 'usi',
  [T.SetInputChecked]: 'ub',
  [T.MouseMove]: 'uu',
  [T.ConsoleLog]: 'ss',
  [T.CustomEvent]: 'ss',
  [T.UserID]: 's',
  [T.UserAnonymousID]: 's',
  [T.Metadata]: 'ss',
  [T.StringDictGlobal]: 'us',
  [T.SetNodeAttributeDictGlobal]: 'uuu',
  [T.PerformanceTrack]: 'iiuu',
  [T.ConnectionInformation]: 'us',
  [T.SetPageVisibility]: 'b',
  [T.LoadFontFace]: 'usss',
  [T.SetNodeFocus]: 'i',
  [T.SetNodeAttributeURLBased]: 'usss',
  [T.SetCSSDataURLBased]: 'uss',
  [T.TechnicalInfo]: 'ss',
  [T.CustomIssue]: 'ss',
  [T.MouseClick]: 'uussuu',
  [T.CreateIFrameDocument]: 'uu',
  [T.AdoptedSSReplaceURLBased]: 'uss',
  [T.AdoptedSSInsertRuleURLBased]: 'usus',
  [T.AdoptedSSDeleteRule]: 'uu',
  [T.AdoptedSSAddOwner]: 'uu',
  [T.AdoptedSSRemoveOwner]: 'uu',
  [T.JSException]: 'ssss',
  [T.BatchMetadata]: 'uuuis',
  [T.PartitionedMessage]: 'uu',
  [T.NetworkRequest]: 'sssssuuuu',
  [T.WSChannel]: 'sssuss',
  [T.InputChange]: 'usbsii',
  [T.SelectionChange]: 'uus',
  [T.MouseThrashing]: 'u',
  [T.UnbindNodes]: 'u',
  [T.ResourceTiming]: 'uuuuuussub',
  [T.TabChange]: 's',
  [T.TabData]: 's',
  [T.CanvasNode]: 'su',
  [T.TagTrigger]: 'i',
  [T.SetPageLocation]: 'ssus',
  [T.GraphQL]: 'ssssu',
  [T.WebVitals]: 'ss',
} as const;

/** Messages written without the 3-byte size: the batch's framing (80 is the protocol's older batch metadata). */
export const UNSIZED_TYPES: readonly number[] = [80, T.BatchMetadata, T.PartitionedMessage];

/** The only batch version the ingest accepts. */
export const BATCH_VERSION = 1;
/** The 3-byte size caps a message's fields at 2^24-1 bytes. */
export const MAX_MESSAGE_SIZE = 16777215;
/** Bytes a batch grows to in the worker's beacon buffer before it is sealed. */
export const BEACON_SIZE = 200000;
/** Largest batch unless the start reply's beaconSizeLimit sets another. */
export const DEFAULT_BEACON_SIZE_LIMIT = 1000000;
/** Batches above this many bytes are gzipped unless the start reply's compressionThreshold sets another. */
export const DEFAULT_COMPRESSION_THRESHOLD = 24000;
/** Browsers carry a keepalive request body only below 64 KiB. */
export const KEEPALIVE_LIMIT = 65536;
