import { ariaDescribedByIds } from '@rjsf/utils';

/**
 * `aria-invalid` and `aria-describedby` of a widget's input: the field template renders the error and help texts
 * under the ids of `ariaDescribedByIds`; `more` adds the widget's own hints.
 */
export function inputA11yProps(id: string, rawErrors: readonly string[] | undefined, ...more: string[]) {
  return {
    'aria-invalid': rawErrors !== undefined && rawErrors.length > 0 ? true : undefined,
    'aria-describedby': [ariaDescribedByIds(id), ...more].join(' '),
  } as const;
}
