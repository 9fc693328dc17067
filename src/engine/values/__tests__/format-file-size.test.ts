// @vitest-environment node
import { formatFileSize } from '../format-file-size';

// Intl puts a no-break space (U+00A0) or a narrow one (U+202F) between number and unit; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '1 kB'],
    [300, 'en', '1 kB'],
    [820 * 1024, 'en', '820 kB'],
    [1023 * 1024, 'en', '1,023 kB'],
    [1023.4 * 1024, 'en', '1,023 kB'],
    // From 1023.5 kB on, the kilobytes round to 1024: that is a megabyte.
    [1023.5 * 1024, 'en', '1 MB'],
    [1024 * 1024 - 1, 'en', '1 MB'],
    [1024 * 1024, 'en', '1 MB'],
    [4.2 * 1024 * 1024, 'en', '4.2 MB'],
    [1023.6 * 1024, 'sk', '1 MB'],
    [4.2 * 1024 * 1024, 'sk', '4,2 MB'],
    [820 * 1024, 'bg', '820 kB'],
  ])('%d bytes in %s: %s', (bytes, language, expected) => {
    expect(plain(formatFileSize(bytes, language))).toBe(expected);
  });
});
