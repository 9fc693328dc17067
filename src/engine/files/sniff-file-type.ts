/** The file types an upload accepts, recognised by their first bytes rather than by name or reported type. */
export type AcceptedFileType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: readonly { type: AcceptedFileType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];
const HEAD_LENGTH = 8;

// FileReader rather than Blob.arrayBuffer: older Safari versions on phones lack the latter.
function readHead(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob.slice(0, HEAD_LENGTH));
  });
}

/** The type of a JPEG, PNG or PDF file read from its magic bytes, or undefined for any other content. Rejects if
 * unreadable. */
export async function sniffFileType(blob: Blob): Promise<AcceptedFileType | undefined> {
  const head = await readHead(blob);
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type;
}
