// @vitest-environment node
import { TOAST_LIFETIME_MS, ToastStore } from '../toast-store';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a success toast leave after 3000 ms', () => {
    const store = new ToastStore();
    store.push({ type: 'success', titleKey: 'toasts.saved' });
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('keeps an error toast until it is dismissed', () => {
    const store = new ToastStore();
    store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.generic' });
    vi.advanceTimersByTime(60_000);
    const [toast] = store.snapshot();
    expect(toast?.titleKey).toBe('errors.title');
    store.dismiss(toast?.id ?? -1);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('suppresses a toast of the same type and text as one on screen', () => {
    const store = new ToastStore();
    expect(store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.generic' })).toBe(true);
    expect(store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.generic' })).toBe(false);
    expect(store.push({ type: 'success', titleKey: 'errors.title', textKey: 'errors.generic' })).toBe(true);
    expect(store.push({ type: 'error', titleKey: 'errors.title', text: 'Iný text servera' })).toBe(true);
    expect(store.snapshot()).toHaveLength(3);
  });

  it('shows the same toast again once the first has gone', () => {
    const store = new ToastStore();
    store.push({ type: 'success', titleKey: 'toasts.saved' });
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(store.push({ type: 'success', titleKey: 'toasts.saved' })).toBe(true);
  });

  it('takes an error toast down when its source succeeds, and only that source’s', () => {
    const store = new ToastStore();
    store.push({
      type: 'error',
      titleKey: 'errors.codeVerificationFailed',
      textKey: 'errors.wrongCode',
      source: 'verifySmsCode',
    });
    store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.generic', source: 'sendSmsCode' });
    store.resolve('verifySmsCode');
    expect(store.snapshot().map((t) => t.source)).toEqual(['sendSmsCode']);
  });

  it('takes the error toasts of a screen left behind down, and keeps those the new screen raised and success toasts', () => {
    const store = new ToastStore();
    store.enterScreen('personal-info');
    store.push({ type: 'error', titleKey: 'errors.codeVerificationFailed', textKey: 'errors.wrongCode' });
    store.push({ type: 'success', titleKey: 'toasts.personalSaved' });
    store.enterScreen('address-and-bank-account');
    store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.offline' });
    expect(store.snapshot().map((t) => t.titleKey)).toEqual(['toasts.personalSaved', 'errors.title']);
    store.enterScreen('address-and-bank-account');
    expect(store.snapshot()).toHaveLength(2);
  });

  it('counts a toast raised before the first screen is known as that screen’s', () => {
    const store = new ToastStore();
    store.push({ type: 'error', titleKey: 'errors.title', textKey: 'errors.offline' });
    store.enterScreen('landing');
    expect(store.snapshot()).toHaveLength(1);
    store.enterScreen('registration');
    expect(store.snapshot()).toHaveLength(0);
  });
});
