import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom replaces FormData, Blob and File with its own classes, which Node's fetch cannot serialise (a file
 * part arrives as the text "undefined"). Tests that send multipart through the real fetch to the sandbox
 * put Node's classes back; a browser has one set of them, so this restores what a browser would do.
 */
export async function useNodeFetchGlobals(): Promise<void> {
  const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  Object.assign(globalThis, { FormData: nodeFormData, Blob: NodeBlob, File: NodeFile });
}
