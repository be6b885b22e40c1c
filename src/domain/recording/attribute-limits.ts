// 001 §5 agent limits on recorded attributes, labels and messages.
export const MAX_ATTRIBUTE_VALUE_LENGTH = 100_000;
export const MAX_INPUT_LABEL_LENGTH = 100;
export const MAX_MESSAGE_BYTES = 16_777_215;
export const MAX_WS_MESSAGE_LENGTH = 5_242_880;
export const MAX_WS_CHANNEL_LENGTH = 255;

// Values over 100000 characters are blanked; href values are blanked.
export function limitAttributeValue(name: string, value: string): string {
  if (typeof name === 'string' && name.toLowerCase() === 'href') return '';
  if (typeof value !== 'string' || value.length > MAX_ATTRIBUTE_VALUE_LENGTH) return '';
  return value;
}

// Input labels are trimmed and limited to 100 characters.
export function trimInputLabel(label: string): string {
  return typeof label === 'string' ? label.trim().slice(0, MAX_INPUT_LABEL_LENGTH).trim() : '';
}

// A message over 16777215 bytes is rejected.
export function isWithinMessageLimit(byteLength: number): boolean {
  return Number.isFinite(byteLength) && byteLength >= 0 && byteLength <= MAX_MESSAGE_BYTES;
}

// Websocket messages are skipped if channel or message is not a string, or too long.
export function isRecordableWsMessage(channel: unknown, message: unknown): boolean {
  return (
    typeof channel === 'string' &&
    typeof message === 'string' &&
    message.length <= MAX_WS_MESSAGE_LENGTH &&
    channel.length <= MAX_WS_CHANNEL_LENGTH
  );
}
