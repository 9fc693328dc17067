import { StrategyPickerField } from '../fields/strategy-picker/strategy-picker-field';
import { ChoiceSelectWidget } from '../widgets/choice-select-widget';
import { createEngineTheme } from './create-engine-theme';

/**
 * The theme of the strategy steps (onboarding and the existing client's new strategy): the strategy picker and
 * the answers of their other questions (statement settings), chosen or picked from a native select. Not the
 * whole widget set, which the screens do not use.
 */
export const strategiesTheme = createEngineTheme(
  { choiceSelect: ChoiceSelectWidget },
  { strategyPicker: StrategyPickerField },
);
