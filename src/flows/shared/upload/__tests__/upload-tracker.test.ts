// @vitest-environment node
import { ApiError, PressKey } from '../../../../api';
import { filesOf, isCancelled, withProgress } from '../upload-tracker';

function body(): FormData {
  const form = new FormData();
  form.set('aml_info', 'Úspory');
  form.set('doc1_front', new File([new Uint8Array(1000)], 'predna.pdf'));
  form.set('doc1_back', new File([new Uint8Array(3000)], 'zadna.pdf'));
  return form;
}

describe('an upload’s progress per file', () => {
  it('lists the files of a multipart body in the order they travel, and nothing for another body', () => {
    expect(filesOf(body())).toEqual([
      { name: 'predna.pdf', size: 1000, sent: 0 },
      { name: 'zadna.pdf', size: 3000, sent: 0 },
    ]);
    expect(filesOf({ street: 'Hlavná' })).toEqual([]);
  });

  it('fills the files in order with the share of the body sent', () => {
    const files = filesOf(body());
    expect(withProgress(files, { loaded: 0, total: 4100 }).map((f) => f.sent)).toEqual([0, 0]);
    expect(withProgress(files, { loaded: 820, total: 4100 }).map((f) => f.sent)).toEqual([800, 0]);
    expect(withProgress(files, { loaded: 2050, total: 4100 }).map((f) => f.sent)).toEqual([1000, 1000]);
    expect(withProgress(files, { loaded: 4100, total: 4100 }).map((f) => f.sent)).toEqual([1000, 3000]);
    expect(withProgress(files, { loaded: 10, total: 0 }).map((f) => f.sent)).toEqual([0, 0]);
  });

  it('tells a cancel from a failure', () => {
    expect(isCancelled(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isCancelled(new ApiError({ endpoint: 'uploadDocuments', kind: 'timeout' }))).toBe(false);
  });
});

describe('the press key of a cancelled upload', () => {
  it('is kept for the retry of the same files, as after a timeout; a refusal ends the press', () => {
    const keys = new PressKey();
    const input = { doc1_front: 'file:1' };
    const first = keys.next('uploadDocuments', input);
    keys.settled(new DOMException('The person cancelled the upload.', 'AbortError'));
    expect(keys.next('uploadDocuments', input)).toBe(first);
    keys.settled(new ApiError({ endpoint: 'uploadDocuments', kind: 'http', status: 400 }));
    expect(keys.next('uploadDocuments', input)).not.toBe(first);
  });
});
