/**
 * A strategy the person can choose, as the app hands it to the strategy picker (`formContext.strategyPicker`):
 * the list arrives at run time, the definition says what is asked for each chosen one.
 */
export interface StrategyOption {
  id: number;
  name: string;
  description: string;
  /** The name of the strategy's risk profile in the current language. */
  riskProfileName: string;
  feeType: 'one_time' | 'regular';
  discountPercent: number;
  entryFeePercent: number;
  horizonYears: number;
  /** Riskier than the person's risk profile: choosing it asks for the suitability acknowledgement. */
  riskier: boolean;
}

/** What the strategy picker needs of the app. */
export interface StrategyPickerContext {
  options: readonly StrategyOption[];
  /** The person's own risk profile name, when known. */
  profileName?: string;
}
