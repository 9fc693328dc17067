import validateFns from 'virtual:definition-validators/contracts.js';
import { identity } from 'virtual:bundled-definition-hashes/contracts.js';
import definition from '../../../schemas/steps/contracts.json';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { ContractsStep } from './contracts-step';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/** Step 7: the contracts step of schemas/steps/contracts.json (ContractsStep), in the version in effect (issue 21). */
export default function ContractsScreen() {
  return <ContractsStep step={STEP} />;
}
