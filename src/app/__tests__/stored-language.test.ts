import { LOCALE_STORAGE_KEY } from '../language-choice';
import { storeLanguage, storedLanguage } from '../stored-language';

describe('the stored language choice (wem_locale) read at start', () => {
  afterEach(() => localStorage.clear());

  it('is the stored choice when there is one, null when there is none', () => {
    expect(storedLanguage()).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    expect(storedLanguage()).toBe('bg');
  });

  it('is null, not an error, when the storage throws on access or on reading', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(storedLanguage(denied)).toBeNull();
    const unreadable = { getItem: denied } as unknown as Storage;
    expect(storedLanguage(() => unreadable)).toBeNull();
  });

  it('is stored where the storage allows it, and a blocked storage does not stop the switch', () => {
    storeLanguage('en');
    expect(storedLanguage()).toBe('en');
    const full = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeLanguage('bg', () => full)).not.toThrow();
  });
});
