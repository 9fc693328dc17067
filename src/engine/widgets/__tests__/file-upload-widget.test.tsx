import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { FileStore } from '../../files/file-store';
import { FileUploadWidget } from '../file-upload-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

// Real file heads: PNG signature + IHDR start, and a PDF header.
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const png = (name = 'id-front.png') => new File([PNG_BYTES], name, { type: 'image/png' });
const pdf = (name = 'bank-statement.pdf') => new File([PDF_TEXT], name, { type: 'application/pdf' });

const createObjectURL = vi.fn((_blob: Blob) => 'blob:preview');
const revokeObjectURL = vi.fn((_url: string) => undefined);
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // Recorded: which previews were made and given back.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

function setup(extra: Parameters<typeof renderWidget>[1] extends infer S ? Partial<S> : never = {}) {
  const files = new FileStore();
  const rendered = renderWidget(FileUploadWidget, {
    i18n: en,
    label: 'Front side of ID card',
    required: true,
    formContext: { files },
    ...extra,
  });
  return {
    ...rendered,
    files,
    input: () => screen.getByLabelText<HTMLInputElement>(/Front side of ID card/, { selector: 'input[type="file"]' }),
  };
}

describe('FileUploadWidget', () => {
  it('puts a chosen PNG into the file store and only its id into the data, with a preview', async () => {
    const user = userEvent.setup();
    const { files, lastValue, input } = setup();
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    const file = png();
    await user.upload(input(), file);
    await waitFor(() => expect(lastValue()).toMatch(/^file:[0-9a-f-]{36}$/));
    expect(files.size).toBe(1);
    expect(files.get(lastValue())).toBe(file);
    expect(await screen.findByRole('img', { name: 'Preview of id-front.png' })).toHaveAttribute('src', 'blob:preview');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.getByText('id-front.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Choose another file/ })).toBeInTheDocument();
  });

  it('accepts a PDF by its content and shows its name and size', async () => {
    const user = userEvent.setup();
    const { files, lastValue, input } = setup();
    await user.upload(input(), pdf());
    await waitFor(() => expect(files.size).toBe(1));
    expect(files.get(lastValue())?.type).toBe('application/pdf');
    expect(screen.getByText('bank-statement.pdf')).toBeInTheDocument();
    expect(screen.getByText('1 kB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a text file renamed to .png, with a message of its own', async () => {
    const user = userEvent.setup();
    const { files, onChange, input } = setup();
    await user.upload(input(), new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' }));
    // The alert region is there from the start (so the message is announced); its text comes once the file is read.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '“photo.png” is not a JPEG or PNG photo or a PDF document. Please choose another file.',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(files.size).toBe(0);
  });

  it('labels a file with the type of its content, whatever its name says', async () => {
    const user = userEvent.setup();
    const { files, lastValue, input } = setup();
    await user.upload(input(), new File([PDF_TEXT], 'scan.png', { type: 'image/png' }));
    await waitFor(() => expect(files.size).toBe(1));
    expect(files.get(lastValue())?.type).toBe('application/pdf');
  });

  it('refuses a file over the size limit with a translated message', async () => {
    const user = userEvent.setup();
    const { files, onChange, input } = setup({ options: { maxBytes: 2 * 1024 * 1024 } });
    const large = new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(3 * 1024 * 1024)], 'large.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input(), large);
    // The alert region is there from the start (so the message is announced); its text comes once the file is read.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '“large.pdf” is larger than 2 MB. Please choose a smaller file.',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(files.size).toBe(0);
    expect(screen.getByText('A JPEG or PNG photo, or a PDF document, up to 2 MB.')).toBeInTheDocument();
  });

  it('removes the file from the store and the data, revokes the preview URL and keeps focus in the field', async () => {
    const user = userEvent.setup();
    const { files, lastValue, input } = setup();
    await user.upload(input(), png());
    await screen.findByRole('img', { name: 'Preview of id-front.png' });
    await user.click(screen.getByRole('button', { name: 'Remove id-front.png' }));
    expect(lastValue()).toBeUndefined();
    expect(files.size).toBe(0);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Choose a file/ })).toHaveFocus();
  });

  it('revokes the preview URL when unmounted', async () => {
    const user = userEvent.setup();
    const { input, unmount } = setup();
    await user.upload(input(), png());
    await screen.findByRole('img');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('replaces an earlier file, forgetting it in the store', async () => {
    const user = userEvent.setup();
    const { files, lastValue, input } = setup();
    await user.upload(input(), png());
    await waitFor(() => expect(files.size).toBe(1));
    const first = lastValue();
    await user.upload(input(), pdf());
    await waitFor(() => expect(lastValue()).not.toBe(first));
    expect(files.size).toBe(1);
    expect(files.has(first)).toBe(false);
  });

  it('accepts a dropped file', async () => {
    const { files } = setup();
    fireEvent.drop(screen.getByText('Drag the file here, or choose it:'), { dataTransfer: { files: [pdf()] } });
    await waitFor(() => expect(files.size).toBe(1));
  });

  it('opens the file chooser from a real button, by keyboard, named after the field', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    const click = vi.spyOn(input(), 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a file Front side of ID card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('offers taking a photo with the back camera when options.capture is set', async () => {
    const user = userEvent.setup();
    setup({ options: { capture: true } });
    const camera = document.getElementById('field__test__camera') as HTMLInputElement;
    expect(camera).toHaveAttribute('capture', 'environment');
    const click = vi.spyOn(camera, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('uses the camera options.capture names', () => {
    setup({ options: { capture: 'user' } });
    expect(document.getElementById('field__test__camera')).toHaveAttribute('capture', 'user');
  });

  it('offers no camera button without options.capture', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
  });

  it('clears an id whose file is no longer in the store', async () => {
    const { lastValue } = setup({ value: 'file:00000000-0000-4000-8000-000000000000' });
    await waitFor(() => expect(lastValue()).toBeUndefined());
  });

  it('marks the field invalid when it has errors, and calls onBlur when focus leaves it', async () => {
    const user = userEvent.setup();
    const { onBlur, input } = setup({ rawErrors: ['Required'] });
    const button = screen.getByRole('button', { name: /^Choose a file/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button.getAttribute('aria-describedby')).toContain('field__test__error');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.click(button);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', undefined);
  });
});
