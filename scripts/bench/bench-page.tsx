import { CssBaseline, ThemeProvider } from '@mui/material';
import { Form as RjsfMuiForm } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import i18n from 'i18next';
import { validators } from 'virtual:questionnaire-validators.js';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type Definition,
  DefinitionForm,
  type DefinitionData,
  createDefinitionValidator,
  engineTheme,
} from '../../src/engine';
import { setupI18n } from '../../src/app/i18n';
import { theme } from '../../src/app/theme';

// The benchmark page: `?form=engine|rjsf|none&section=questionnaire-a` (none: a bare input, the floor). It records, for
// every keydown, the time
// from the event (its timeStamp, so waiting in the queue counts too) to just after the next frame: a
// requestAnimationFrame callback runs before the frame's style, layout and paint; a task posted from it runs
// after them.

declare global {
  interface Window {
    benchSamples: number[];
    benchReady: boolean;
    /** Resolves once more than `count` samples are recorded: the runner waits without polling the page. */
    benchSampled: (count: number) => Promise<void>;
  }
}

window.benchSamples = [];
let sampleWaiters: { count: number; resolve: () => void }[] = [];
window.benchSampled = (count) =>
  new Promise((resolve) => {
    if (window.benchSamples.length > count) resolve();
    else sampleWaiters.push({ count, resolve });
  });
function recordSample(ms: number) {
  window.benchSamples.push(ms);
  const ready = sampleWaiters.filter(({ count }) => window.benchSamples.length > count);
  sampleWaiters = sampleWaiters.filter((waiter) => !ready.includes(waiter));
  for (const { resolve } of ready) resolve();
}
document.addEventListener(
  'keydown',
  (event) => {
    const start = event.timeStamp;
    // A task posted from the frame runs after its paint. The task scheduler, not a MessageChannel per key: making
    // the channel is work in the frame being measured (the benchmark runs in Chromium, which has the scheduler).
    requestAnimationFrame(
      () => void scheduler.postTask(() => recordSample(performance.now() - start), { priority: 'user-visible' }),
    );
  },
  { capture: true },
);

const files = import.meta.glob<Definition>('../../schemas/questionnaire/*.json', { eager: true, import: 'default' });
const params = new URLSearchParams(window.location.search);
const section = Object.values(files).find(
  (definition) => definition.id === (params.get('section') ?? 'questionnaire-a'),
);
if (!section) throw new Error(`no section ${params.get('section')}`);

/** The engine as the questionnaire screen uses it: controlled data, precompiled validator, the engine's widgets. */
function EngineForm({ definition }: { definition: Definition }) {
  const [validator] = useState(() =>
    createDefinitionValidator<DefinitionData>(validators[definition.id], definition.schema),
  );
  const [formData, setFormData] = useState<DefinitionData>({});
  return (
    <DefinitionForm
      definition={definition}
      validator={validator}
      formData={formData}
      onChange={setFormData}
      onSubmit={() => undefined}
      theme={engineTheme}
    />
  );
}

/** Keys of a definition translated in place, for the plain form (which knows nothing of i18n keys). */
function translated<T>(value: T): T {
  if (typeof value === 'string') return (i18n.exists(value) ? i18n.t(value) : value) as T;
  if (Array.isArray(value)) return value.map(translated) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translated(inner)])) as T;
  return value;
}

/** Plain RJSF with its MUI theme and defaults: uncontrolled, the runtime AJV validator, the same schema. */
function PlainRjsfForm({ definition }: { definition: Definition }) {
  const [schema] = useState(() => translated(definition.schema) as RJSFSchema);
  const [uiSchema] = useState(() => translated(definition.uiSchema ?? {}) as UiSchema);
  return <RjsfMuiForm schema={schema} uiSchema={uiSchema} validator={runtimeValidator} />;
}

await setupI18n('sk');
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main style={{ maxWidth: 900, margin: '0 auto', padding: 16 }}>
        {params.get('form') === 'none' ? (
          <input aria-label="floor" />
        ) : params.get('form') === 'rjsf' ? (
          <PlainRjsfForm definition={section} />
        ) : (
          <EngineForm definition={section} />
        )}
      </main>
    </ThemeProvider>
  </StrictMode>,
);
window.benchReady = true;
