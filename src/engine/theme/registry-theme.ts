import { fields } from '../fields';
import { widgets } from '../widgets';
import { createEngineTheme } from './create-engine-theme';

/**
 * Every widget and composite field of the engine's registry: for a form that may show any definition (the studio's
 * preview). Screens use a theme of their own kind, so that their bundle holds only what they draw.
 */
export const registryTheme = createEngineTheme(widgets, fields);
