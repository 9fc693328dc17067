import { canDownscaleImages, downscaleImage } from '../downscale-image';
import { prepareUpload } from '../prepare-upload';
import { sniffFileType } from '../sniff-file-type';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const limits = { maxBytes: 1024, maxImageEdge: 2000 };

describe('sniffFileType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes, whatever the name and type say', async () => {
    expect(await sniffFileType(new File([JPEG], 'x.pdf', { type: 'application/pdf' }))).toBe('image/jpeg');
    expect(await sniffFileType(new File([PNG], 'x.jpg'))).toBe('image/png');
    expect(await sniffFileType(new File([PDF], 'x.png', { type: 'image/png' }))).toBe('application/pdf');
  });

  it('recognises nothing else', async () => {
    expect(await sniffFileType(new File(['GIF89a'], 'x.gif'))).toBeUndefined();
    expect(await sniffFileType(new File(['hello'], 'x.png', { type: 'image/png' }))).toBeUndefined();
    expect(await sniffFileType(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'short.png'))).toBeUndefined();
    expect(await sniffFileType(new File([], 'empty.pdf'))).toBeUndefined();
  });
});

describe('prepareUpload', () => {
  it('refuses other content', async () => {
    expect(await prepareUpload(new File(['hello'], 'a.png', { type: 'image/png' }), limits)).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('relabels a file with the type of its content', async () => {
    const result = await prepareUpload(new File([PDF], 'scan.jpg', { type: 'image/jpeg' }), limits);
    expect(result.ok && result.file.type).toBe('application/pdf');
    expect(result.ok && result.file.name).toBe('scan.jpg');
  });

  it('scales photos, not PDFs, and checks the size after scaling', async () => {
    const big = new File([JPEG, new Uint8Array(4096)], 'photo.jpg', { type: 'image/jpeg' });
    const small = new File([JPEG], 'photo.jpg', { type: 'image/jpeg' });
    const downscale = vi.fn(async () => small);
    expect(await prepareUpload(big, limits, downscale)).toEqual({ ok: true, file: small });
    expect(downscale).toHaveBeenCalledWith(big, 2000);

    downscale.mockClear();
    const pdf = new File([PDF], 'a.pdf', { type: 'application/pdf' });
    expect(await prepareUpload(pdf, limits, downscale)).toEqual({ ok: true, file: pdf });
    expect(downscale).not.toHaveBeenCalled();
  });

  it('refuses a file still over the limit', async () => {
    const big = new File([PDF, new Uint8Array(4096)], 'a.pdf', { type: 'application/pdf' });
    expect(await prepareUpload(big, limits)).toEqual({ ok: false, reason: 'size' });
  });

  it('reports a file it cannot read', async () => {
    const broken = new File([PDF], 'a.pdf');
    vi.spyOn(broken, 'slice').mockImplementation(() => {
      throw new Error('gone');
    });
    expect(await prepareUpload(broken, limits)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('downscaleImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the photo as it is where the browser cannot draw', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(canDownscaleImages()).toBe(false);
    const photo = new File([JPEG], 'photo.jpg', { type: 'image/jpeg' });
    expect(await downscaleImage(photo, 2000)).toBe(photo);
  });

  it('leaves the photo as it is where the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError')));
    const photo = new File([JPEG], 'photo.jpg', { type: 'image/jpeg' });
    expect(await downscaleImage(photo, 2000)).toBe(photo);
  });
});
