/**
 * XMLHttpRequest answered by the global `fetch`, for a component test that stands in for the provider behind `fetch`
 * (a refusal the sandbox cannot be asked for, a body to record): the API wrapper sends uploads with progress by
 * XMLHttpRequest, which would pass such a stand-in by. Only what src/api/upload-request.ts uses; the body is
 * reported as sent once the answer arrives.
 */
export class XhrOverFetch extends EventTarget {
  static readonly HEADERS_RECEIVED = 2;
  readonly upload = new EventTarget();
  readyState = 0;
  status = 0;
  statusText = '';
  responseType = '';
  response: Blob | null = null;
  #method = 'GET';
  #url = '';
  #headers = new Headers();
  #answerHeaders = new Headers();
  #abort = new AbortController();

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return [...this.#answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  abort(): void {
    this.#abort.abort();
  }

  send(body?: BodyInit | null): void {
    fetch(this.#url, { method: this.#method, headers: this.#headers, body, signal: this.#abort.signal }).then(
      async (answer) => {
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.#answerHeaders = answer.headers;
        this.readyState = XhrOverFetch.HEADERS_RECEIVED;
        this.dispatchEvent(new Event('readystatechange'));
        this.response = await answer.blob();
        this.readyState = 4;
        this.dispatchEvent(new Event('load'));
      },
      () => this.dispatchEvent(new Event(this.#abort.signal.aborted ? 'abort' : 'error')),
    );
  }
}
