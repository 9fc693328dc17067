import { useEffect, useMemo, useState } from 'react';
import type { ConsistencyValidators } from '../../definition/consistency';
import { compiledDraft } from '../preview/compiled-module';
import { useRegistryStudio } from '../registry/registry-context';
import type { TextFile } from '../studio-api';
import { consistencyDefinitionOf, goldenRuleResults } from './golden-rule-results';

/**
 * Which consistency rules each golden set fires under the edited rules. Served by the registry, the rules'
 * conditions are compiled there (a same-origin module: the page's CSP allows no code generation) and the previous
 * results stay until they arrive; in the developer's file mode, compiled in the page.
 */
export function useGoldenRuleResults(definitions: Readonly<Record<string, string>>, golden: readonly TextFile[]) {
  const registry = useRegistryStudio();
  const rules = useMemo(() => consistencyDefinitionOf(definitions), [definitions]);
  const [compiled, setCompiled] = useState<{ rules: unknown; validators: ConsistencyValidators }>();
  useEffect(() => {
    if (!registry || !rules) return;
    let current = true;
    compiledDraft(rules).then(
      ({ validateFns }) => current && setCompiled({ rules, validators: validateFns }),
      // A failed request leaves the last results; the lint reports a condition that does not compile.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [registry, rules]);
  return useMemo(() => {
    if (!registry) return goldenRuleResults(definitions, golden);
    return compiled ? goldenRuleResults(definitions, golden, compiled.validators) : [];
  }, [registry, definitions, golden, compiled]);
}
