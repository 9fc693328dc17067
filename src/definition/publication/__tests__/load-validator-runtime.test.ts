// @vitest-environment node
import { loadValidatorRuntime } from '../load-validator-runtime';
import { VALIDATOR_RUNTIME_SPECIFIERS } from '../publication-contract';
import { validatorRuntime } from '../validator-runtime';

describe('loadValidatorRuntime', () => {
  it('gives the parts a module names, the same the whole runtime holds, and no others', async () => {
    const runtime = await loadValidatorRuntime([VALIDATOR_RUNTIME_SPECIFIERS.equal]);
    expect(Object.keys(runtime)).toEqual([VALIDATOR_RUNTIME_SPECIFIERS.equal]);
    const equal = runtime[VALIDATOR_RUNTIME_SPECIFIERS.equal] as { default: unknown };
    const whole = validatorRuntime[VALIDATOR_RUNTIME_SPECIFIERS.equal] as { default: unknown };
    expect(equal.default).toBe(whole.default);
    expect(await loadValidatorRuntime([])).toEqual({});
  });

  it('refuses a part the app does not provide', async () => {
    await expect(loadValidatorRuntime(['left-pad'])).rejects.toThrow(/no left-pad/);
  });
});
