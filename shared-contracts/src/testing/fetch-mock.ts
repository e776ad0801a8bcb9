/** One answer of the fake network: an HTTP status and a JSON body (none when undefined). */
export interface FakeReply {
  status: number;
  body?: unknown;
}

/** A request the page sent, with header names in lower case as HTTP treats them. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function recordedHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const entries = Array.isArray(headers) ? headers : Object.entries((headers ?? {}) as Record<string, string>);
  return Object.fromEntries(entries.map(([name, value]) => [String(name).toLowerCase(), String(value)]));
}

/** The address a fetch call asks for (a Request would stringify to '[object Request]'). */
function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return 'href' in input ? input.href : input.url;
}

/**
 * Stubs the network boundary: global fetch answers with the given replies in order (an Error
 * rejects, as a network failure does) and records each request so tests can check what the
 * page sent. Serves restRequest and a real Apollo client alike. Returns the live record.
 */
export function mockFetch(...replies: (FakeReply | Error)[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({
      url: requestUrl(input),
      method: init?.method ?? 'GET',
      headers: recordedHeaders(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = queue.shift();
    if (!reply) throw new Error(`unexpected request to ${requestUrl(input)}`);
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // What restRequest and Apollo's HttpLink read; jsdom has no Response class to build.
    const response = {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
    return response as unknown as Response;
  };
  return requests;
}
