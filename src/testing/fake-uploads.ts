/**
 * The uploads’ XMLHttpRequest (api/upload.ts uploadForm: a post with pictures, a short clip), which
 * FakeApi (fetch) does not see: `answerUploads(status, msg)` answers every upload with that envelope
 * and lists the paths sent to. page-setup.ts removes the stub after each test.
 */
import { vi } from 'vitest';

export function answerUploads(status: number, msg: string): { sent: string[] } {
  const sent: string[] = [];
  class UploadRequest {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push(new URL(this.url).pathname.replace(/^\//, ''));
      setTimeout(() => {
        this.status = status;
        this.response = { code: status, msg, data: null };
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  return { sent };
}
