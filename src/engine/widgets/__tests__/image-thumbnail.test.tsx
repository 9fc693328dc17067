import { fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { ImageThumbnail } from '../image-thumbnail';

const createObjectURL = vi.fn((_blob: Blob) => `blob:preview-${createObjectURL.mock.calls.length}`);
const revokeObjectURL = vi.fn((_url: string) => undefined);
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id-front.png', { type: 'image/png' });
const shownIn = (mode: 'visible' | 'hidden', file = photo) => (
  <Activity mode={mode}>
    <ImageThumbnail file={file} alt="Preview of id-front.png" />
  </Activity>
);

describe('ImageThumbnail', () => {
  it('keeps a drawn preview when its screen is hidden and shown again, its URL given back once drawn', () => {
    const { rerender } = render(shownIn('visible'));
    const img = screen.getByRole('img', { name: 'Preview of id-front.png' });
    expect(img).toHaveAttribute('src', 'blob:preview-1');
    fireEvent.load(img);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    rerender(shownIn('hidden'));
    rerender(shownIn('visible'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(img).toHaveAttribute('src', 'blob:preview-1');
  });

  it('makes a fresh preview when shown again before the first was drawn, and for another file', () => {
    const { rerender } = render(shownIn('visible'));
    rerender(shownIn('hidden'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    rerender(shownIn('visible'));
    const img = screen.getByRole('img', { name: 'Preview of id-front.png' });
    expect(img).toHaveAttribute('src', 'blob:preview-2');
    fireEvent.load(img);
    rerender(shownIn('visible', new File([new Uint8Array([0x89])], 'id-back.png', { type: 'image/png' })));
    expect(img).toHaveAttribute('src', 'blob:preview-3');
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});
