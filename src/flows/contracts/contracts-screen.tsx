import validateFns from 'virtual:definition-validators/contracts.js';
import { identity } from 'virtual:bundled-definition-hashes/contracts.js';
import definition from '../../../schemas/steps/contracts.json';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { ContractsStep } from './contracts-step';

const STEP = bundledStep(definition, validateFns, identity);

/** The step's definition in effect, ready before the screen renders (as the screen's chunk loads, see below). */
export const prepareContracts = () => prepareStepAhead(STEP);

// Fetched with the screen's code, also when that is fetched ahead (src/app/routing/next-screens.ts).
void prepareContracts();

/** Step 7: the contracts step of schemas/steps/contracts.json (ContractsStep), in the version in effect. */
export default function ContractsScreen() {
  return <ContractsStep step={STEP} />;
}
