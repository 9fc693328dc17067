import type { Registry, RJSFSchema } from '@rjsf/utils';
import type { i18n } from 'i18next';
import { type ComponentType, useState } from 'react';
import type { EngineFormContext } from '../form-context';
import type { EngineWidgetProps } from '../types';
import { renderScreen } from '../../../../tests/support/render-screen';

export interface WidgetSetup {
  i18n: i18n;
  id?: string;
  label?: string;
  value?: unknown;
  required?: boolean;
  rawErrors?: string[];
  options?: Record<string, unknown>;
  schema?: RJSFSchema;
  formContext?: EngineFormContext;
}

interface HarnessProps extends WidgetSetup {
  Widget: ComponentType<EngineWidgetProps>;
  spies: {
    onChange: (value: unknown) => void;
    onBlur: (id: string, value: unknown) => void;
    onFocus: (id: string, value: unknown) => void;
  };
}

// Holds the value as the form would, so the widget is controlled like in RJSF.
function Harness({
  Widget,
  spies,
  id = 'field__test',
  label = 'Label',
  value: initial,
  required = false,
  rawErrors,
  options = {},
  schema,
  formContext = {},
}: HarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  const props = {
    id,
    name: id.split('__').pop() ?? id,
    label,
    value,
    required,
    rawErrors,
    options,
    schema: schema ?? { type: 'string' },
    uiSchema: {},
    registry: { formContext } as unknown as Registry<Record<string, unknown>, RJSFSchema, EngineFormContext>,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    onChange: (next: unknown) => {
      spies.onChange(next);
      setValue(next);
    },
    onBlur: spies.onBlur,
    onFocus: spies.onFocus,
  } as EngineWidgetProps;
  return <Widget {...props} />;
}

/** Renders a widget on its own with the props RJSF gives it; `update` re-renders with other setup (e.g. form context).
 * */
export function renderWidget(Widget: ComponentType<EngineWidgetProps>, setup: WidgetSetup) {
  const spies = {
    onChange: vi.fn<(value: unknown) => void>(),
    onBlur: vi.fn<(id: string, value: unknown) => void>(),
    onFocus: vi.fn<(id: string, value: unknown) => void>(),
  };
  const element = (current: WidgetSetup) => <Harness Widget={Widget} spies={spies} {...current} />;
  const result = renderScreen(element(setup), '/', { i18n: setup.i18n });
  return {
    ...result,
    ...spies,
    /** The last value the widget gave to onChange. */
    lastValue: () => spies.onChange.mock.lastCall?.[0],
    update: (changes: Partial<WidgetSetup>) => result.rerender(element({ ...setup, ...changes })),
  };
}
