import { FormLabel } from '@mui/material';
import type { ReactNode } from 'react';

export interface LabelAboveProps {
  /** The control's id, which the label names. */
  htmlFor: string;
  label: string;
  /** The label's own id, where the control names it by aria-labelledby too. */
  id?: string | undefined;
  required?: boolean | undefined;
  error?: boolean | undefined;
  /** Whether the label is shown (default: yes). Hidden, the field stays the same element in the page, with its text
   * and the focus. */
  shown?: boolean;
  children: ReactNode;
}

/**
 * A field's label above it, as a question's legend stands above its answers: for a question's select (choiceSelect),
 * a text field whose label is a question (`ui:options.labelAbove`) or does not fit on its border
 * (whole-label-text-field.tsx), and the studio's own fields with a long label
 * (the reason for ending a person's sessions, which names them). MUI's own label stays on one line, inside
 * the field or on its border and as wide as the field, and ends what does not fit with an ellipsis: "What is your
 * area of work or business?" lost its end at 320 px, and the statements' "How often" in Bulgarian even at a desktop's
 * width. Here it wraps over the width of the form (WCAG 1.4.10).
 */
export function LabelAbove({ htmlFor, label, id, required, error, shown = true, children }: LabelAboveProps) {
  // A plain element, not MUI's Box: every text field has one (whole-label-text-field.tsx), and Box's sx is worked out
  // on each render. (React sets the style through the style object, which the Content-Security-Policy allows; the
  // prerendered pages' style attributes become rules, build/vite-plugin-prerender.ts.)
  return (
    <div style={shown ? ABOVE : CONTENTS}>
      {shown && (
        <FormLabel htmlFor={htmlFor} id={id} required={required} error={error}>
          {label}
        </FormLabel>
      )}
      {children}
    </div>
  );
}

const ABOVE = { display: 'flex', flexDirection: 'column', gap: 6 } as const;
const CONTENTS = { display: 'contents' } as const;
