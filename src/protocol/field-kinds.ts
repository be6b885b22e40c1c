// Field kinds of every message, read off the protocol's message table: u = uint, i = int,
// b = boolean, s = string, in the protocol's field order. Keyed by the type ids as numbers (names in
// the comments), so the worker's build carries no second copy of the message names. The decoder keeps
// its own copy, written from the same document, so a slip in one is caught by the round trip.
import type { MessageTypeId } from './messages';

export const FIELD_KINDS: Record<MessageTypeId, string> = {
  0: 'u', // Timestamp
  5: 'uu', // SetViewportSize
  6: 'ii', // SetViewportScroll
  7: '', // CreateDocument
  8: 'uuusb', // CreateElementNode
  9: 'uuu', // CreateTextNode
  10: 'uuu', // MoveNode
  11: 'u', // RemoveNode
  12: 'uss', // SetNodeAttribute
  13: 'us', // RemoveNodeAttribute
  14: 'us', // SetNodeData
  16: 'uii', // SetNodeScroll
  17: 'us', // SetInputTarget
  18: 'usi', // SetInputValue
  19: 'ub', // SetInputChecked
  20: 'uu', // MouseMove
  22: 'ss', // ConsoleLog
  27: 'ss', // CustomEvent
  28: 's', // UserID
  29: 's', // UserAnonymousID
  30: 'ss', // Metadata
  34: 'us', // StringDictGlobal
  35: 'uuu', // SetNodeAttributeDictGlobal
  49: 'iiuu', // PerformanceTrack
  54: 'us', // ConnectionInformation
  55: 'b', // SetPageVisibility
  57: 'usss', // LoadFontFace
  58: 'i', // SetNodeFocus
  60: 'usss', // SetNodeAttributeURLBased
  61: 'uss', // SetCSSDataURLBased
  63: 'ss', // TechnicalInfo
  64: 'ss', // CustomIssue
  68: 'uussuu', // MouseClick
  70: 'uu', // CreateIFrameDocument
  71: 'uss', // AdoptedSSReplaceURLBased
  73: 'usus', // AdoptedSSInsertRuleURLBased
  75: 'uu', // AdoptedSSDeleteRule
  76: 'uu', // AdoptedSSAddOwner
  77: 'uu', // AdoptedSSRemoveOwner
  78: 'ssss', // JSException
  81: 'uuuis', // BatchMetadata
  82: 'uu', // PartitionedMessage
  83: 'sssssuuuu', // NetworkRequest
  84: 'sssuss', // WSChannel
  112: 'usbsii', // InputChange
  113: 'uus', // SelectionChange
  114: 'u', // MouseThrashing
  115: 'u', // UnbindNodes
  116: 'uuuuuussub', // ResourceTiming
  117: 's', // TabChange
  118: 's', // TabData
  119: 'su', // CanvasNode
  120: 'i', // TagTrigger
  122: 'ssus', // SetPageLocation
  123: 'ssssu', // GraphQL
  124: 'ss', // WebVitals
};

/** Messages written without the 3-byte size (80 is the protocol's older batch metadata). */
export const UNSIZED_TYPES: readonly number[] = [80, 81, 82]; // BatchMetadata 81, PartitionedMessage 82
