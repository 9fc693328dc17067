import type { SubmitSpec } from '../../engine';

/** Where the files a person chose are kept; the form data holds only their ids (`file:…`). */
export interface FileLookup {
  get: (id: string) => File | undefined;
}

const FILE_ID = /^file:/;

/**
 * The body a definition's data travels in, by its submit encoding (DESIGN.md): the data as JSON; as one
 * form field holding JSON (e.g. `strategies`, the data's other fields beside it); or multipart, with each file id
 * replaced by its file, so files travel as files and never as base64 in JSON.
 */
export function requestBody(
  submit: SubmitSpec,
  data: Readonly<Record<string, unknown>>,
  files?: FileLookup,
): Record<string, unknown> | FormData {
  if (submit.encoding === 'form' && submit.field) {
    if (!(submit.field in data)) return { [submit.field]: JSON.stringify(data) };
    // The field's own property (e.g. the chosen `strategies` list) as JSON, the data's other fields beside it (the
    // statement settings).
    const { [submit.field]: payload, ...rest } = data;
    return { ...rest, [submit.field]: JSON.stringify(payload) };
  }
  if (submit.encoding !== 'multipart') return { ...data };
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' && FILE_ID.test(value)) {
      const file = files?.get(value);
      if (file) form.set(key, file, file.name);
    } else {
      form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}
