import { vi } from 'vitest';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  withCredentials: boolean;
}

/**
 * Replaces XMLHttpRequest for one test. Each request is recorded; the test then reports upload
 * progress and answers it (`progress`, `respond`, `fail`).
 */
export function fakeXhr() {
  const requests: FakeRequest[] = [];

  class FakeRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    sent: SentRequest = { method: '', url: '', headers: {}, body: undefined, withCredentials: false };

    open(method: string, url: string) {
      this.sent.method = method;
      this.sent.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.sent.headers[name.toLowerCase()] = value;
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      this.sent.body = body;
      this.sent.withCredentials = this.withCredentials;
      requests.push(this);
    }

    progress(loaded: number, total: number) {
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    }

    respond(status: number, body: unknown) {
      this.status = status;
      this.responseText = body === undefined ? '' : JSON.stringify(body);
      this.onload?.();
    }

    fail() {
      this.onerror?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { requests };
}
