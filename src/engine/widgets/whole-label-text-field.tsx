import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { LabelAbove } from './label-above';

/** Where a field's label stands: in the empty field, on its border (as when filled), or above it. */
type Placement = 'inside' | 'border' | 'above';

/**
 * Where the label `text` is read whole (WCAG 1.4.10). MUI keeps a field's label on one line and ends what does not
 * fit with an ellipsis: the child's birth number in Bulgarian lost its end at 320 px, and a text compliance staff
 * lengthen in the registry could lose its own on a phone. So a label cut in the empty field moves onto its border,
 * where it is drawn a quarter smaller with a third more room, and one cut there moves above the field, where it
 * wraps. Judged again from `start` when the text changes (a language chosen) or the field grows wider (a phone turned).
 * Read by a ResizeObserver, which the browser calls after a layout it made anyway and before painting: no layout
 * forced during React's commit (issue 24), and no frame with the label cut.
 */
function useWholeLabel(text: string, start: Placement) {
  const [decided, setDecided] = useState({ text, start, placement: start });
  let { placement } = decided;
  if (decided.text !== text || decided.start !== start) {
    placement = start;
    setDecided({ text, start, placement });
  }
  const [refs] = useState(() => watchLabel(setDecided));
  return { placement, ...refs };
}

type Decided = { text: string; start: Placement; placement: Placement };

// One observer for every field on the page, each element calling its own field's check.
let observer: ResizeObserver | undefined;
const checks = new WeakMap<Element, () => void>();

/** Ref callbacks of a field's root and of its label, which measure them as the browser lays them out. */
function watchLabel(decide: (change: (now: Decided) => Decided) => void) {
  let field: HTMLElement | null = null;
  let label: HTMLElement | null = null;
  let width = 0;
  const check = () => {
    if (!field) return;
    const before = width;
    width = field.clientWidth;
    // Only a wider field can hold more. A narrower one needs no new start: a label cut there moves on as ever (and
    // the page's scroll bar, which a label moved above can bring, cannot send it back and forth).
    if (before && width > before)
      decide((now) => (now.placement === now.start ? now : { ...now, placement: now.start }));
    else if (label && label.scrollWidth > label.clientWidth + 1) {
      // MUI marks a label on the border (the field focused or filled, or `shrink` asked for) with data-shrink.
      const next = label.dataset.shrink === 'true' ? 'above' : 'border';
      decide((now) => (now.placement === next || now.placement === 'above' ? now : { ...now, placement: next }));
    }
  };
  // An element is measured as soon as it is observed.
  const follow = (set: (element: HTMLElement | null) => void) => (element: HTMLElement | null) => {
    set(element);
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) checks.get(entry.target)?.();
    });
    const watching = observer;
    checks.set(element, check);
    watching.observe(element);
    return () => {
      watching.unobserve(element);
      checks.delete(element);
      set(null);
    };
  };
  return {
    fieldRef: follow((element) => {
      field = element;
    }),
    labelRef: follow((element) => {
      label = element;
    }),
  };
}

export type WholeLabelTextFieldProps = Omit<TextFieldProps, 'label' | 'ref'> & {
  label?: string | undefined;
  /** The label stands above the field from the start (a question as a label: `ui:options.labelAbove`). */
  labelAbove?: boolean;
};

// Moved there at once: MUI's label grows its room over 200 ms, and measured on the way it would seem cut still.
const ON_BORDER = { shrink: true, disableAnimation: true } as const;

/**
 * MUI's TextField with its label always whole (useWholeLabel). The field stays the same element wherever its label
 * stands, so what is typed and the focus stay with it. The label is a plain text here, as every field's is.
 */
export function WholeLabelTextField(props: WholeLabelTextFieldProps) {
  const { label, labelAbove, id, required, error, slotProps, ...rest } = props;
  const { placement, fieldRef, labelRef } = useWholeLabel(label ?? '', labelAbove ? 'above' : 'inside');
  const above = placement === 'above' && Boolean(label) && Boolean(id);
  const inputLabel = typeof slotProps?.inputLabel === 'object' ? slotProps.inputLabel : undefined;
  return (
    <LabelAbove
      htmlFor={id ?? ''}
      label={label ?? ''}
      id={inputLabel?.id}
      required={required}
      error={error}
      shown={above}
    >
      <TextField
        {...rest}
        id={id}
        required={required}
        error={error}
        ref={fieldRef}
        label={above ? undefined : label}
        slotProps={{
          ...slotProps,
          inputLabel: { ...inputLabel, ref: labelRef, ...(placement === 'border' ? ON_BORDER : {}) },
        }}
      />
    </LabelAbove>
  );
}
