import { useRef, useState } from 'react';
import { type UploadProgress, isApiError } from '../../../api';
import { IDLE_UPLOAD, type UploadState, filesOf, isCancelled, withProgress } from './upload-tracker';

export interface Upload<I> {
  state: UploadState;
  /** What a call of this press takes for its body: the progress callback and the cancel's signal. */
  track: (body: unknown) => { onUploadProgress: (progress: UploadProgress) => void; signal: AbortSignal };
  /** Stops the upload under way; the chosen files stay, and a retry is offered. */
  cancel: () => void;
  /** The press ended (no error: the provider accepted); `input` is what a retry sends again. */
  settled: (input: I, error?: unknown) => void;
  /** The input of the press a retry sends again (set once an upload failed or was cancelled). */
  retryInput: () => I | undefined;
  /** The person changed the form: a retry would send something else, so it is no longer offered. */
  dismiss: () => void;
}

/** A screen's upload: each file's progress, the cancel, and the retry of a failed or cancelled upload. */
export function useUpload<I>(): Upload<I> {
  const [state, setState] = useState<UploadState>(IDLE_UPLOAD);
  const controller = useRef<AbortController | undefined>(undefined);
  const lastInput = useRef<{ input: I } | undefined>(undefined);
  // Whether the press under way sent files (settled runs with the pressed render's state, so not read from it).
  const uploading = useRef(false);

  return {
    state,
    track: (body) => {
      controller.current = new AbortController();
      const files = filesOf(body);
      uploading.current = files.length > 0;
      if (uploading.current) setState({ status: 'sending', files });
      return {
        signal: controller.current.signal,
        onUploadProgress: (progress) => {
          if (files.length > 0) setState({ status: 'sending', files: withProgress(files, progress) });
        },
      };
    },
    cancel: () => controller.current?.abort(new DOMException('The person cancelled the upload.', 'AbortError')),
    settled: (input, error) => {
      controller.current = undefined;
      const sentFiles = uploading.current;
      uploading.current = false;
      // A refusal of the request itself (4xx) is explained at its field and in the toast: sent again unchanged it
      // would be refused again, so no retry is offered.
      if (error === undefined || !sentFiles || (isApiError(error) && error.isClientError)) {
        lastInput.current = undefined;
        setState(IDLE_UPLOAD);
        return;
      }
      lastInput.current = { input };
      setState((shown) => ({ ...shown, status: isCancelled(error) ? 'cancelled' : 'failed' }));
    },
    retryInput: () => lastInput.current?.input,
    dismiss: () => {
      if (state.status !== 'cancelled' && state.status !== 'failed') return;
      lastInput.current = undefined;
      setState(IDLE_UPLOAD);
    },
  };
}
