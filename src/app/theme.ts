import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** The firm's look: deep navy and gold, generous spacing, focus rings that are always visible. */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#0b3a63' },
      secondary: { main: '#8a6a1f' },
      background: { default: '#f6f7f9' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
    components: {
      MuiCssBaseline: {
        // The help button (and the sandbox's outbox) float over the page's bottom corners: a field or button that the
        // keyboard moves the focus to is scrolled up clear of them instead of stopping underneath (WCAG 2.4.11).
        // A screen's heading, which the app focuses itself (after a navigation), shows the firm's ring to keyboard
        // users only (the attribute, see src/app/routing/input-modality.ts), no frame after a click or a tap.
        styleOverrides: {
          html: { scrollPaddingBottom: 72 },
          'h1[tabindex="-1"]:focus': { outline: 'none' },
          'h1[tabindex="-1"][data-keyboard-focus]:focus': { outline: '3px solid #8a6a1f', outlineOffset: 2 },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        // Without the ripple MUI draws no keyboard focus on buttons, checkboxes, radios and icon buttons: the ring is
        // ours.
        // MUI's class comes from its scripts; the CSS selectors draw it on a prerendered page before they have run.
        styleOverrides: {
          root: {
            '&.Mui-focusVisible, &:focus-visible, &:has(> input:focus-visible)': {
              outline: '3px solid #8a6a1f',
              outlineOffset: 2,
            },
          },
        },
      },
      MuiTextField: {
        // Before MUI's scripts run (a prerendered page), CSS moves the label up and opens the frame for it when the
        // field is focused or filled, as MUI's own classes do afterwards; typed text never runs over the label.
        styleOverrides: {
          root: {
            '&:focus-within, &:has(input[placeholder]:not(:placeholder-shown))': {
              '& .MuiInputLabel-outlined': {
                transform: 'translate(14px, -9px) scale(0.75)',
                maxWidth: 'calc(133% - 32px)',
              },
              '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: '100%' },
            },
          },
        },
      },
      MuiOutlinedInput: {
        // The focused field's frame, drawn by MUI's focused class once its scripts run, and by CSS before (a
        // prerendered page); a field with an error keeps its error colour.
        styleOverrides: {
          root: {
            '&:focus-within:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
              borderColor: '#0b3a63',
              borderWidth: 2,
            },
          },
        },
      },
      MuiButton: {
        styleOverrides: {
          root: { textTransform: 'none' },
        },
      },
    },
  }),
);
