import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown };

/**
 * A stand-in for XMLHttpRequest in component tests (jsdom's would go to the network): records each request,
 * reports the upload's progress, and answers through `reply`, at once or when the test calls `finish()`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static reply: (request: FakeXhr) => Reply = () => ({ status: 404 });
  /** Hold the answers until `finish()`: to look at the screen while the server is working. */
  static hold = false;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.requests.push(this);
    const total = body.size;
    this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total } as ProgressEvent);
    this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
    this.upload.onload?.();
    if (!FakeXhr.hold) setTimeout(() => this.finish(), 0);
  }
  finish() {
    const reply = FakeXhr.reply(this);
    this.status = reply.status ?? 200;
    this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }

  /** Installs the fake for one test (Testing Library's cleanup unstubs globals). */
  static install(reply: (request: FakeXhr) => Reply) {
    FakeXhr.requests = [];
    FakeXhr.hold = false;
    FakeXhr.reply = reply;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}
