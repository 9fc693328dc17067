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
});
