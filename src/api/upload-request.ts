/** How much of a request body has been sent, in bytes (`total`: the whole body, multipart boundaries included). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadInit {
  method: string;
  headers: Headers;
  body: BodyInit | undefined;
  signal: AbortSignal;
}

/**
 * `fetch` for an upload that reports its progress: XMLHttpRequest, the browser's only way to tell how much of a
 * request body has gone out. Settles as fetch does (a Response for any answer, a rejection with the signal's reason
 * when it aborts, a TypeError when the connection fails), so call-api.ts treats both alike. Every progress event
 * (the body going out, the answer coming in) is reported to `onProgress`'s caller as activity; the body's own
 * progress as `{ loaded, total }`, and the whole body as sent once the answer starts (the provider answers only
 * after reading it; some engines fire no upload events at all).
 */
export function uploadRequest(
  url: string,
  init: UploadInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'blob';
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    let last: UploadProgress = { loaded: 0, total: 0 };
    const report = (progress: UploadProgress) => {
      last = progress;
      onProgress(progress);
    };
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = () => signal.removeEventListener('abort', abort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) report({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState !== XMLHttpRequest.HEADERS_RECEIVED) return;
      if (last.total === 0 || last.loaded < last.total) {
        const total = last.total || bodySize(init.body);
        report({ loaded: total, total });
      }
    });
    // The answer arriving is activity too (a large answer must not run out an inactivity limit).
    xhr.addEventListener('progress', () => onProgress(last));
    xhr.addEventListener('load', () => {
      settle();
      // XMLHttpRequest gives status 0 for a failure only; a Response cannot have it.
      if (xhr.status === 0) {
        reject(new TypeError('Failed to fetch'));
        return;
      }
      const body: Blob | null = xhr.status === 204 || xhr.status === 205 || xhr.status === 304 ? null : xhr.response;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal.aborted ? signal.reason : new DOMException('The upload was aborted.', 'AbortError'));
    });
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The body's size where it can be known without encoding it (files' and texts' bytes); 0 otherwise. */
function bodySize(body: BodyInit | undefined): number {
  if (body instanceof FormData) {
    let size = 0;
    body.forEach((value) => {
      size += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size;
    });
    return size;
  }
  if (body instanceof Blob) return body.size;
  if (typeof body === 'string') return new TextEncoder().encode(body).length;
  return 0;
}
