import { withSandbox } from '../../../tests/support/sandbox-server';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { configureApi } from '../config';
import type { UploadProgress } from '../upload-request';

const sandboxOf = withSandbox();

function documents(): FormData {
  const form = new FormData();
  form.set('doc1_front', new File([new Uint8Array(200_000)], 'id-front.jpg', { type: 'image/jpeg' }));
  form.set('doc1_back', new File([new Uint8Array(100_000)], 'id-back.pdf', { type: 'application/pdf' }));
  return form;
}

describe('callApi upload with progress, against the sandbox', () => {
  it('sends a multipart upload once and reports its progress up to the whole body', async () => {
    // A 200 fault answers before any authentication: the upload's transport alone is under test.
    await sandboxOf().control('faults', { endpoint: 'uploadDocuments', status: 200, result: 'ok' });
    const progress: UploadProgress[] = [];
    const answer = await callApi('uploadDocuments', {
      body: documents(),
      idempotencyKey: 'press-1',
      onUploadProgress: (event) => progress.push(event),
    });
    expect(answer).toEqual({ result: 'ok' });
    expect(await sandboxOf().requestCount('uploadDocuments')).toBe(1);
    const last = progress.at(-1);
    expect(last?.total).toBeGreaterThanOrEqual(300_000);
    expect(last?.loaded).toBe(last?.total);
    for (const [index, event] of progress.entries()) {
      expect(event.loaded).toBeGreaterThanOrEqual(progress[index - 1]?.loaded ?? 0);
    }
  });

  it('turns a refused upload into the same typed ApiError as fetch', async () => {
    await sandboxOf().control('faults', { endpoint: 'uploadDocuments', status: 503 });
    const error = (await callApi('uploadDocuments', {
      body: documents(),
      onUploadProgress: () => undefined,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, endpoint: 'uploadDocuments' });
    expect(error.result).toBe('sandbox fault');
  });

  it('stops when the person cancels: the abort reason, not an ApiError, and the upload is not sent again', async () => {
    await sandboxOf().control('faults', { endpoint: 'uploadDocuments', hang: true });
    const cancel = new AbortController();
    const events: UploadProgress[] = [];
    const upload = callApi('uploadDocuments', {
      body: documents(),
      signal: cancel.signal,
      onUploadProgress: (event) => events.push(event),
    }).catch((e: unknown) => e);
    await vi.waitFor(async () => expect(await sandboxOf().requestCount('uploadDocuments')).toBe(1));
    cancel.abort(new DOMException('Cancelled by the person.', 'AbortError'));
    const error = (await upload) as DOMException;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
    expect(await sandboxOf().requestCount('uploadDocuments')).toBe(1);
  });

  it('runs out only after the set time without any progress, as a typed timeout', async () => {
    await sandboxOf().control('faults', { endpoint: 'uploadDocuments', hang: true });
    const started = Date.now();
    const error = (await callApi('uploadDocuments', {
      body: documents(),
      timeoutMs: 300,
      onUploadProgress: () => undefined,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: undefined });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reports an unreachable provider as a network error', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    try {
      const error = (await callApi('uploadDocuments', {
        body: documents(),
        onUploadProgress: () => undefined,
      }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ kind: 'network' });
    } finally {
      configureApi({ baseUrl: sandboxOf().baseUrl });
    }
  });
});
