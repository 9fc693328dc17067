import { widgets } from '../widgets';
import { createEngineTheme } from './create-engine-theme';

/** The theme of the onboarding steps: every widget of the engine's registry. */
export const engineTheme = createEngineTheme(widgets);
