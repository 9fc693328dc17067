// The studio opens every definition, also those drawn by the engine's composite fields (the contracts step's signing
// and document lists): its preview draws them as the app does, not as RJSF's "unsupported field".
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import contracts from '../../../../schemas/steps/contracts.json';
import enContracts from '../../../../locales/en/contracts.json';
import enEngine from '../../../../locales/en/engine.json';
import enValidation from '../../../../locales/en/validation.json';
import enWidgets from '../../../../locales/en/widgets.json';
import type { Definition } from '../../../engine';
import { DefinitionPreview, useRuntimeValidator } from '../definition-preview';

const LOCALES = {
  'locales/en/contracts.json': enContracts,
  'locales/en/engine.json': enEngine,
  'locales/en/validation.json': enValidation,
  'locales/en/widgets.json': enWidgets,
};

function Preview({ definition }: { definition: Definition }) {
  const validator = useRuntimeValidator(definition);
  return validator ? (
    <DefinitionPreview definition={definition} validator={validator} language="en" locales={LOCALES} />
  ) : null;
}

it('draws the contracts step’s documents, consents and signing fields', () => {
  render(<Preview definition={contracts as Definition} />);
  expect(screen.getByRole('heading', { name: 'Contract documents' })).toBeInTheDocument();
  expect(
    screen.getByRole('region', { name: 'Portfolio management agreement and related documents' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /^I agree to electronic communication/ })).toBeInTheDocument();
  const portfolio = screen.getByRole('region', { name: 'Portfolio management agreement' });
  expect(portfolio).toHaveTextContent('Send the code by SMS');
  expect(screen.queryByText(/Unsupported field/i)).toBeNull();
});
