import validateFns from 'virtual:definition-validators/contracts.js';
import definition from '../../../schemas/steps/contracts.json';
import type { Definition } from '../../engine';
import { ContractsStep } from './contracts-step';

const STEP = { definition: definition as Definition, validateFns };

/** Step 7: the contracts step of schemas/steps/contracts.json (ContractsStep). */
export default function ContractsScreen() {
  return <ContractsStep step={STEP} />;
}
