// 001 §5: a WebSocket message the site hands the agent is skipped if the channel or message is not
// a string, the message exceeds 5242880 characters, or the channel name exceeds 255 characters.
export const MAX_WS_MESSAGE_CHARS = 5_242_880;
export const MAX_WS_CHANNEL_CHARS = 255;

export function acceptsWebSocketMessage(channel: unknown, message: unknown): boolean {
  return (
    typeof channel === 'string' &&
    typeof message === 'string' &&
    message.length <= MAX_WS_MESSAGE_CHARS &&
    channel.length <= MAX_WS_CHANNEL_CHARS
  );
}
