import { engineTheme } from '../../engine';
import { ThemedStepScreen, type ThemedStepScreenProps } from './themed-step-screen';

export type StepScreenProps = Omit<ThemedStepScreenProps, 'theme'>;

/** A step as its definition says (ThemedStepScreen), drawn with every widget of the engine's registry. */
export function StepScreen(props: StepScreenProps) {
  return <ThemedStepScreen theme={engineTheme} {...props} />;
}
