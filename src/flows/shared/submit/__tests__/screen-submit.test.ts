// @vitest-environment node
import { ApiError } from '../../../../api';
import { ScreenSubmit, type ScreenSubmitDeps } from '../screen-submit';

function deps() {
  const seen: string[] = [];
  const given: ScreenSubmitDeps = {
    feedback: {
      showError: (error) => {
        seen.push(`error:${error instanceof ApiError ? error.endpoint : String(error)}`);
        return { title: 'Vyskytla sa chyba', text: 'text' };
      },
      showSuccess: (title, text) => void seen.push(`success:${title}${text ? `+${text}` : ''}`),
    },
    navigate: (to) => void seen.push(`navigate:${to}`),
    onBusy: (busy) => void seen.push(`busy:${busy}`),
  };
  return { seen, given };
}

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ScreenSubmit', () => {
  it('sends one request for presses made while one is under way, then toasts and goes on', async () => {
    const { seen, given } = deps();
    const presses = new ScreenSubmit<string, string>();
    const answer = deferred<string>();
    let sent = 0;
    const options = {
      send: () => {
        sent += 1;
        return answer.promise;
      },
      successToast: 'toasts.saved',
      next: (reply: string) => `/steps/${reply}`,
    };
    const first = presses.press('a', options, given);
    const second = presses.press('a', options, given);
    const third = presses.press('b', options, given);
    answer.resolve('address');
    expect(await Promise.all([first, second, third])).toEqual([true, false, false]);
    expect(sent).toBe(1);
    expect(seen).toEqual(['busy:true', 'success:toasts.saved', 'navigate:/steps/address']);
  });

  it('stays held while the accepted press leaves the screen, and takes presses again once the address changed', async () => {
    const { seen, given } = deps();
    const presses = new ScreenSubmit<void, string>();
    const options = { send: () => Promise.resolve('ok'), next: '/steps/next' };
    await presses.press(undefined, options, given);
    expect(await presses.press(undefined, options, given)).toBe(false);
    presses.arrived();
    expect(seen.at(-1)).toBe('busy:false');
    expect(await presses.press(undefined, options, given)).toBe(true);
  });

  it('a refusal: the SPEC §8 toast, the screen told, and the next press sends again', async () => {
    const { seen, given } = deps();
    const presses = new ScreenSubmit<string, unknown>();
    const refusals: unknown[] = [];
    const refused = new ApiError({ endpoint: 'saveStrategies', kind: 'http', status: 500, body: {} });
    const options = {
      send: () => Promise.reject(refused),
      successToast: ['toasts.saved', 'toasts.sent'] as const,
      onRejected: (error: unknown, input: string) => void refusals.push([error, input]),
    };
    expect(await presses.press('typed', options, given)).toBe(false);
    expect(seen).toEqual(['busy:true', 'busy:false', 'error:saveStrategies']);
    expect(refusals).toEqual([[refused, 'typed']]);
    expect(await presses.press('typed', { ...options, send: () => Promise.resolve(1) }, given)).toBe(true);
    // Staying on the screen (no next): it takes presses again.
    expect(seen.slice(-2)).toEqual(['success:toasts.saved+toasts.sent', 'busy:false']);
  });

  it('the same Idempotency-Key for a press made again after a timeout, a new one after an answer', async () => {
    const { given } = deps();
    const presses = new ScreenSubmit<void, unknown>();
    const keys: (string | undefined)[] = [];
    const timeout = new ApiError({ endpoint: 'contract', kind: 'timeout' });
    const refusal = new ApiError({ endpoint: 'contract', kind: 'http', status: 500, body: {} });
    for (const outcome of [timeout, refusal, undefined]) {
      await presses.press(
        undefined,
        {
          send: (_input, press) => {
            keys.push(press.idempotencyKey('contract', { electronic_communication: true }));
            // The endpoint table says which calls take one.
            expect(press.idempotencyKey('saveStrategies', { strategies: '[]' })).toBeUndefined();
            return outcome ? Promise.reject(outcome) : Promise.resolve('ok');
          },
        },
        given,
      );
    }
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('toastOf null: no toast, the screen explains the refusal itself', async () => {
    const { seen, given } = deps();
    const presses = new ScreenSubmit<void, unknown>();
    let shown: unknown = 'unset';
    await presses.press(
      undefined,
      {
        send: () => Promise.reject(new Error('wrong code')),
        toastOf: () => null,
        onRejected: (_error, _input, toast) => {
          shown = toast;
        },
      },
      given,
    );
    expect(shown).toBeUndefined();
    expect(seen).toEqual(['busy:true', 'busy:false']);
  });
});
