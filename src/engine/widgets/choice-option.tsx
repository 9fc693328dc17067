import { styled } from '@mui/material/styles';
import { type ChangeEvent, memo, useLayoutEffect, useRef } from 'react';

export interface ChoiceOptionProps {
  /** A radio of a single choice, or a checkbox of a multiple one. */
  type: 'radio' | 'checkbox';
  id: string;
  name: string;
  value: string;
  label: string;
  /** The answer's place in the list, as `data-index` (a checkbox's handler needs it, not only its value). */
  index?: number;
  checked: boolean;
  /**
   * Counts the values the field took from the form rather than from its own answers: the browser's checked state
   * is set again from `checked` when it changes (see useTransitionChange's generation).
   */
  resync: number;
  disabled: boolean;
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void;
}

// The label is the whole row, so a click on the text chooses (or ticks) the answer and a screen reader reads the text
// as
// the radio's name.
const Row = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 42,
  paddingBlock: 4,
  cursor: 'pointer',
  '&[data-disabled]': { color: theme.palette.text.disabled, cursor: 'default' },
}));

// The browser's own radio or checkbox in the firm's colour: focus, checked and hover cost no React render, so an
// arrow key in a question repaints two circles, not two MUI buttons with their focus state.
const Input = styled('input')(({ theme }) => ({
  width: 20,
  height: 20,
  margin: '0 0 0 11px',
  flexShrink: 0,
  accentColor: theme.palette.primary.main,
  cursor: 'inherit',
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
}));

/**
 * One answer, an uncontrolled input: the browser checks it (a click, Space, an arrow key in a radio group) and the
 * frame shows that with no React render before it; the form hears of it after the paint. `checked` is written to
 * the input only when it changes or the field resyncs, so an answer chosen but not yet handed over stays chosen.
 * Re-renders only when its own `checked`, label or resync changes, not when another answer is chosen.
 */
export const ChoiceOption = memo(function ChoiceOption({
  type,
  id,
  name,
  value,
  label,
  index,
  checked,
  resync,
  disabled,
  onSelect,
}: ChoiceOptionProps) {
  const input = useRef<HTMLInputElement>(null);
  const written = useRef<{ checked: boolean; resync: unknown }>(undefined);
  useLayoutEffect(() => {
    // Not again for the same props: a screen kept hidden and shown again (React's Activity, kept-screens.tsx) runs its
    // layout effects anew, and writing the props then would undo the person's choice not yet handed over as props.
    if (written.current?.checked === checked && written.current.resync === resync) return;
    written.current = { checked, resync };
    if (input.current) input.current.checked = checked;
  }, [checked, resync]);
  return (
    // The input inside the label names it: no `for`, which would point at the first element of that id in the
    // document (the studio previews one form in three languages side by side).
    <Row data-disabled={disabled || undefined}>
      <Input
        ref={input}
        type={type}
        id={id}
        name={name}
        value={value}
        data-index={index}
        defaultChecked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <span>{label}</span>
    </Row>
  );
});
