/**
 * The raw JSON editor's CodeMirror configuration. No history of its own: Ctrl-Z / Ctrl-Y (Ctrl-Shift-Z) are the
 * studio's undo and redo, one history for the form and the JSON. Tab is not bound (no indentWithTab), so Tab
 * moves the focus on, as in a text area; Enter accepts a completion, Escape closes it.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { type Extension, EditorState, Prec } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLineGutter,
  highlightSpecialChars,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { metaSchemaCompletion, metaSchemaHover } from './meta-schema-completion';
import { problemDiagnostics } from './problem-diagnostics';

export interface JsonEditorSetup {
  metaSchema: () => Record<string, unknown> | undefined;
  onUndo: () => void;
  onRedo: () => void;
  /** The page's Content-Security-Policy nonce for the <style> elements CodeMirror adds. */
  nonce?: string;
}

/**
 * The page's CSP nonce: Vite's html.cspNonce (vite.studio.config.ts) puts it on `<meta property="csp-nonce">`,
 * the convention the app's Emotion cache reads too (src/app/style-cache.ts). Browsers hide a nonce attribute's
 * value, so it is read from the element's `nonce` property.
 */
export function pageCspNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff', color: '#1b1f24' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', lineHeight: '1.45' },
  '.cm-gutters': { backgroundColor: '#f3f4f6', color: '#4b5260', borderRight: '1px solid #d0d4da' },
  '.cm-activeLineGutter': { backgroundColor: '#e1e4e8', color: '#1b1f24' },
  '.cm-tooltip': { fontSize: '13px' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': {
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    maxHeight: '16em',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: '#0b3a63', color: '#fff' },
  '.cm-completionDetail': { fontStyle: 'normal', color: '#3d4451', marginLeft: '1em' },
  'li[aria-selected] .cm-completionDetail': { color: '#fff' },
  '.cm-completionInfo': { maxWidth: '28em', fontFamily: 'system-ui, sans-serif', lineHeight: '1.4' },
  '.cm-diagnostic': { fontFamily: 'system-ui, sans-serif' },
  '.cm-schema-hover': { maxWidth: '32em', padding: '4px 8px', fontFamily: 'system-ui, sans-serif', lineHeight: '1.4' },
  '.cm-diagnosticSource': { color: '#3d4451', opacity: '1' },
});

export function jsonEditorExtensions(setup: JsonEditorSetup): Extension[] {
  const studioHistory = Prec.highest(
    keymap.of([
      {
        key: 'Mod-z',
        run: () => {
          setup.onUndo();
          return true;
        },
        preventDefault: true,
      },
      {
        key: 'Mod-y',
        run: () => {
          setup.onRedo();
          return true;
        },
        preventDefault: true,
      },
      {
        key: 'Mod-Shift-z',
        run: () => {
          setup.onRedo();
          return true;
        },
        preventDefault: true,
      },
    ]),
  );
  return [
    ...(setup.nonce ? [EditorView.cspNonce.of(setup.nonce)] : []),
    studioHistory,
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    highlightSpecialChars(),
    EditorState.tabSize.of(2),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    json(),
    autocompletion({ override: [metaSchemaCompletion(setup.metaSchema)], icons: false }),
    hoverTooltip(metaSchemaHover(setup.metaSchema)),
    problemDiagnostics(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
    theme,
  ];
}
