/**
 * Reads a text/event-stream as it arrives (the WHATWG "event stream" format): lines of
 * `field: value`, an event ended by a blank line, `:` lines are comments (the server's
 * keep-alive). Only the fields the live channel uses are kept.
 */
export interface StreamEvent {
  /** `id:`: the event's id, sent back as Last-Event-ID after a reconnect. */
  id?: string;
  /** `event:`; a message without one is 'message'. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Takes the next piece of text; calls onEvent for every event it completes and onRetry for every `retry:`. */
  push(text: string): void;
}

export function createSseParser(onEvent: (event: StreamEvent) => void, onRetry: (ms: number) => void): SseParser {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
      id = undefined;
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(text) {
      buffer += text;
      let end = buffer.search(/\r\n|\r|\n/);
      while (end >= 0) {
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        // A lone \r at the end may be the first half of \r\n: wait for the next piece.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
        end = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
}
