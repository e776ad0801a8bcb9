/** A minimal fake of the browser's XMLHttpRequest, the network boundary of the upload. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number): void {
    this.status = status;
    this.onload?.();
  }
}

/** Puts FakeXhr in place of the browser's XMLHttpRequest for each test of the calling suite. */
export function installFakeXhr(): void {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = null;
    Object.assign(window, { XMLHttpRequest: FakeXhr });
  });
  afterEach(() => Object.assign(window, { XMLHttpRequest: realXhr }));
}
