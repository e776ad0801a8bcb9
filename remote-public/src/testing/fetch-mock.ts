/**
 * Stubs the network boundary: global fetch answers with the given statuses and JSON bodies,
 * in order, and records each request so tests can check what was sent.
 */
export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export function mockFetch(...replies: (FakeReply | Error)[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = queue.shift();
    if (!reply) throw new Error(`unexpected request to ${String(input)}`);
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // restRequest reads only status, ok and text(); jsdom has no Response class to build.
    const response = { status: reply.status, ok: reply.status >= 200 && reply.status < 300, text: async () => text };
    return response as unknown as Response;
  };
  return requests;
}
