// @vitest-environment node
import { VALIDATOR_RUNTIME_SPECIFIERS } from '../../../../definition/publication/publication-contract';
import { readDefinitionModule } from '../read-definition-module';

const exportsOf = (validatorImports: unknown) => ({
  format: 1,
  id: 'questionnaire-a',
  sha256: 'a'.repeat(64),
  definition: { id: 'questionnaire-a' },
  texts: { sk: {}, en: {}, bg: {} },
  validatorImports,
  createValidators: (runtime: Record<string, object>) => ({ given: () => Object.keys(runtime).length > 0 }),
});

describe('readDefinitionModule', () => {
  it('creates the validators with only the parts of the runtime the module names (none: nothing fetched)', async () => {
    const asked: (readonly string[])[] = [];
    const load = async (specifiers: readonly string[]) => {
      asked.push(specifiers);
      return Object.fromEntries(specifiers.map((specifier) => [specifier, {}]));
    };
    const none = await readDefinitionModule(exportsOf([]), load);
    expect(none?.validateFns.given?.({})).toBe(false);
    const formats = [VALIDATOR_RUNTIME_SPECIFIERS.formats];
    const some = await readDefinitionModule(exportsOf(formats), load);
    expect(some?.validateFns.given?.({})).toBe(true);
    expect(asked).toEqual([[], formats]);
  });

  it('takes a module without the list of what its validators need for one not of the format', async () => {
    expect(await readDefinitionModule(exportsOf(undefined), async () => ({}))).toBeUndefined();
  });

  it('fails for a module asking for a part the app does not provide', async () => {
    await expect(readDefinitionModule(exportsOf(['left-pad']))).rejects.toThrow(/no left-pad/);
  });
});
