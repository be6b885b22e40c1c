// The batch protocol's messages (recording wire format, version 1), as plain arrays:
// the message id first, then its fields in the protocol's order. Arrays keep the
// recorder's hot path free of object allocation per field and read like the table.

import * as MessageType from './message-types';
import type { FIELD_KINDS } from './field-kinds';

export { MessageType };

export type MessageTypeId = (typeof MessageType)[keyof typeof MessageType];

type T = typeof MessageType;

export type Timestamp = [T['Timestamp'], timestamp: number];
export type SetViewportSize = [T['SetViewportSize'], width: number, height: number];
export type SetViewportScroll = [T['SetViewportScroll'], x: number, y: number];
export type CreateDocument = [T['CreateDocument']];
export type CreateElementNode = [T['CreateElementNode'], id: number, parentID: number, index: number, tag: string, svg: boolean];
export type CreateTextNode = [T['CreateTextNode'], id: number, parentID: number, index: number];
export type MoveNode = [T['MoveNode'], id: number, parentID: number, index: number];
export type RemoveNode = [T['RemoveNode'], id: number];
export type SetNodeAttribute = [T['SetNodeAttribute'], id: number, name: string, value: string];
export type RemoveNodeAttribute = [T['RemoveNodeAttribute'], id: number, name: string];
export type SetNodeData = [T['SetNodeData'], id: number, data: string];
export type SetNodeScroll = [T['SetNodeScroll'], id: number, x: number, y: number];
export type SetInputTarget = [T['SetInputTarget'], id: number, label: string];
export type SetInputValue = [T['SetInputValue'], id: number, value: string, mask: number];
export type SetInputChecked = [T['SetInputChecked'], id: number, checked: boolean];
export type MouseMove = [T['MouseMove'], x: number, y: number];
export type ConsoleLog = [T['ConsoleLog'], level: string, value: string];
export type CustomEvent = [T['CustomEvent'], name: string, payload: string];
export type UserID = [T['UserID'], id: string];
export type UserAnonymousID = [T['UserAnonymousID'], id: string];
export type Metadata = [T['Metadata'], key: string, value: string];
export type StringDictGlobal = [T['StringDictGlobal'], key: number, value: string];
export type SetNodeAttributeDictGlobal = [T['SetNodeAttributeDictGlobal'], id: number, name: number, value: number];
export type PerformanceTrack = [T['PerformanceTrack'], frames: number, ticks: number, totalJSHeapSize: number, usedJSHeapSize: number];
export type ConnectionInformation = [T['ConnectionInformation'], downlink: number, type: string];
export type SetPageVisibility = [T['SetPageVisibility'], hidden: boolean];
export type LoadFontFace = [T['LoadFontFace'], parentID: number, family: string, source: string, descriptors: string];
export type SetNodeFocus = [T['SetNodeFocus'], id: number];
export type SetNodeAttributeURLBased = [T['SetNodeAttributeURLBased'], id: number, name: string, value: string, baseURL: string];
export type SetCSSDataURLBased = [T['SetCSSDataURLBased'], id: number, data: string, baseURL: string];
export type TechnicalInfo = [T['TechnicalInfo'], type: string, value: string];
export type CustomIssue = [T['CustomIssue'], name: string, payload: string];
export type MouseClick = [T['MouseClick'], id: number, hesitationTime: number, label: string, selector: string, normalizedX: number, normalizedY: number];
export type CreateIFrameDocument = [T['CreateIFrameDocument'], frameID: number, id: number];
export type AdoptedSSReplaceURLBased = [T['AdoptedSSReplaceURLBased'], sheetID: number, text: string, baseURL: string];
export type AdoptedSSInsertRuleURLBased = [T['AdoptedSSInsertRuleURLBased'], sheetID: number, rule: string, index: number, baseURL: string];
export type AdoptedSSDeleteRule = [T['AdoptedSSDeleteRule'], sheetID: number, index: number];
export type AdoptedSSAddOwner = [T['AdoptedSSAddOwner'], sheetID: number, id: number];
export type AdoptedSSRemoveOwner = [T['AdoptedSSRemoveOwner'], sheetID: number, id: number];
export type JSException = [T['JSException'], name: string, message: string, payload: string, metadata: string];
export type BatchMetadata = [T['BatchMetadata'], version: number, pageNo: number, firstIndex: number, timestamp: number, location: string];
export type PartitionedMessage = [T['PartitionedMessage'], partNo: number, partTotal: number];
export type NetworkRequest = [T['NetworkRequest'], type: string, method: string, url: string, request: string, response: string, status: number, timestamp: number, duration: number, transferredBodySize: number];
export type WSChannel = [T['WSChannel'], chType: string, channelName: string, data: string, timestamp: number, dir: string, messageType: string];
export type InputChange = [T['InputChange'], id: number, value: string, valueMasked: boolean, label: string, hesitationTime: number, inputDuration: number];
export type SelectionChange = [T['SelectionChange'], selectionStart: number, selectionEnd: number, selection: string];
export type MouseThrashing = [T['MouseThrashing'], timestamp: number];
export type UnbindNodes = [T['UnbindNodes'], totalRemovedPercent: number];
export type ResourceTiming = [T['ResourceTiming'], timestamp: number, duration: number, ttfb: number, headerSize: number, encodedBodySize: number, decodedBodySize: number, url: string, initiator: string, transferredSize: number, cached: boolean];
export type TabChange = [T['TabChange'], tabId: string];
export type TabData = [T['TabData'], tabId: string];
export type CanvasNode = [T['CanvasNode'], nodeId: string, timestamp: number];
export type TagTrigger = [T['TagTrigger'], tagId: number];
export type SetPageLocation = [T['SetPageLocation'], url: string, referrer: string, navigationStart: number, documentTitle: string];
export type GraphQL = [T['GraphQL'], operationKind: string, operationName: string, variables: string, response: string, duration: number];
export type WebVitals = [T['WebVitals'], name: string, value: string];

export type Message =
  | Timestamp | SetViewportSize | SetViewportScroll | CreateDocument | CreateElementNode | CreateTextNode
  | MoveNode | RemoveNode | SetNodeAttribute | RemoveNodeAttribute | SetNodeData | SetNodeScroll
  | SetInputTarget | SetInputValue | SetInputChecked | MouseMove | ConsoleLog | CustomEvent | UserID
  | UserAnonymousID | Metadata | StringDictGlobal | SetNodeAttributeDictGlobal | PerformanceTrack
  | ConnectionInformation | SetPageVisibility | LoadFontFace | SetNodeFocus | SetNodeAttributeURLBased
  | SetCSSDataURLBased | TechnicalInfo | CustomIssue | MouseClick | CreateIFrameDocument
  | AdoptedSSReplaceURLBased | AdoptedSSInsertRuleURLBased | AdoptedSSDeleteRule | AdoptedSSAddOwner
  | AdoptedSSRemoveOwner | JSException | BatchMetadata | PartitionedMessage | NetworkRequest | WSChannel
  | InputChange | SelectionChange | MouseThrashing | UnbindNodes | ResourceTiming | TabChange | TabData
  | CanvasNode | TagTrigger | SetPageLocation | GraphQL | WebVitals;

/** Input mask values of SetInputValue: the value's length for an obscured field, 0 for a plain one. */
export const INPUT_MASK_HIDDEN = -1;
export const INPUT_MASK_PLAIN = 0;

// Each tuple above must match its row of the wire-format table, field for field: a slip fails the type check.
type KindType<C extends string> = C extends 'u' | 'i' ? number : C extends 'b' ? boolean : string;
type FieldsOf<S extends string> = S extends `${infer C}${infer Rest}` ? [KindType<C>, ...FieldsOf<Rest>] : [];
type Fields<M> = M extends [unknown, ...infer F] ? F : never;
type TableRow<M extends Message> = FieldsOf<(typeof FIELD_KINDS)[M[0]]>;
type Mismatch<M extends Message> = M extends Message ? ([Fields<M>] extends [TableRow<M>] ? ([TableRow<M>] extends [Fields<M>] ? never : M) : M) : never;
/** Names every message whose tuple disagrees with the table; `never` when all agree. */
export type MessagesOffTable = Mismatch<Message>;
const tuplesMatchTable: [MessagesOffTable] extends [never] ? true : MessagesOffTable = true;
void tuplesMatchTable;
