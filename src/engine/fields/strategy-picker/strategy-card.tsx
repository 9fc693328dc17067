import { Alert, AlertTitle, Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AmountInput } from './amount-input';
import { OptionSelect } from './option-select';
import { RadioChoice } from './radio-choice';
import type { StrategyItem } from './strategy-item';
import type { StrategyOption } from './strategy-option';

/** One question of a chosen strategy as the definition asks it, translated. */
export interface CardQuestion {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The question's error, shown (after a continue was tried). */
  error: string | undefined;
}

export interface StrategyCardProps {
  /** The id the card's inputs' ids start with. */
  id: string;
  option: StrategyOption;
  /** The terms of the strategy: label and value, translated. */
  terms: readonly [string, string][];
  /** The chosen strategy's entries, when it is chosen. */
  item: StrategyItem | undefined;
  onToggle: (chosen: boolean) => void;
  onItemChange: (item: StrategyItem) => void;
  /** The id of the "choose at least one" message while it is shown. */
  noneChosenId: string | undefined;
  /** The warning of a chosen strategy riskier than the person's profile (MiFID II suitability). */
  warning: { title: string; text: string } | undefined;
  deposit: CardQuestion;
  /** Asked once a deposit kind is chosen. */
  amount: (CardQuestion & { hint: string }) | undefined;
  /** Asked when the definition asks it for the chosen deposit kind (a regular deposit). */
  frequency: (CardQuestion & { placeholder: string }) | undefined;
}

/** One strategy: its terms, the checkbox that chooses it and, when chosen, what the definition asks of it. */
export function StrategyCard(props: StrategyCardProps) {
  const { id, option, terms, item, onToggle, onItemChange, noneChosenId, warning, deposit, amount, frequency } = props;
  const chosen = item !== undefined;
  // One message per strategy, next to its entries: the first of its questions' errors in reading order.
  const message = [deposit.error, amount?.error, frequency?.error].find(Boolean);
  const errorId = `${id}-error`;
  const describedBy = (error: string | undefined) => (error ? errorId : undefined);
  let entries: ReactNode = null;
  if (item) {
    entries = (
      <Stack spacing={2}>
        <RadioChoice
          id={`${id}-deposit`}
          legend={deposit.label}
          options={deposit.options}
          value={item.deposit}
          onChange={(value) => onItemChange({ ...item, deposit: value })}
          invalid={Boolean(deposit.error)}
          describedBy={describedBy(deposit.error)}
        />
        {amount && (
          // A gap, not margins: each field stands in a box of its own that takes none (whole-label-text-field.tsx).
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
            <AmountInput
              id={`${id}-amount`}
              label={amount.label}
              hint={amount.hint}
              value={item.amount}
              onChange={(value) => onItemChange({ ...item, amount: value })}
              invalid={Boolean(amount.error)}
              describedBy={describedBy(amount.error)}
            />
            {frequency && (
              <OptionSelect
                id={`${id}-frequency`}
                label={frequency.label}
                placeholder={frequency.placeholder}
                options={frequency.options}
                value={item.frequency}
                onChange={(value) => onItemChange({ ...item, frequency: value })}
                invalid={Boolean(frequency.error)}
                describedBy={describedBy(frequency.error)}
              />
            )}
          </Stack>
        )}
        {message && (
          <Typography id={errorId} color="error" sx={{ fontWeight: 600 }}>
            {message}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: chosen ? 'primary.main' : 'divider',
        borderWidth: chosen ? 2 : 1,
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        mb: 2,
      }}
    >
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0 }}
        control={
          <Checkbox
            id={`${id}-choose`}
            checked={chosen}
            onChange={(event) => onToggle(event.target.checked)}
            sx={{ mt: -0.5 }}
            slotProps={{ input: { 'aria-invalid': noneChosenId ? true : undefined, 'aria-describedby': noneChosenId } }}
          />
        }
        label={
          <Typography component="span" variant="h6">
            {option.name}
          </Typography>
        }
      />
      <Typography sx={{ mt: 1 }}>{option.description}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // On a phone two columns where a value's longest word fits (from 360 px), else one: at 320 px two columns
          // ran "Консервативен" over the next column's value.
          gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(8.5rem, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
          my: 2,
          // A value longer than its column even so (a name compliance gives a profile) breaks rather than running over.
          overflowWrap: 'anywhere',
        }}
      >
        {terms.map(([term, value]) => (
          <div key={term}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {chosen && warning && (
        // MiFID II Art. 25(2) and the ESMA suitability guidelines: a product riskier than the client's assessed
        // profile is not suitable; the client is told so, in words, before the order is placed.
        <Alert severity="warning" sx={{ mb: 2 }} id={`${id}-suitability`}>
          <AlertTitle>{warning.title}</AlertTitle>
          {warning.text}
        </Alert>
      )}
      {entries}
    </Box>
  );
}
