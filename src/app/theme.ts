import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** The firm's look: deep navy and gold, generous spacing, focus rings that are always visible. */
export const theme = responsiveFontSizes(createTheme({
  palette: {
    primary: { main: '#0b3a63' },
    secondary: { main: '#8a6a1f' },
    background: { default: '#f6f7f9' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // Without the ripple MUI draws no keyboard focus on buttons, checkboxes, radios and icon buttons: the ring is ours.
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #8a6a1f', outlineOffset: 2 } } },
    },
    MuiButton: {
      styleOverrides: {
        root: { textTransform: 'none' },
      },
    },
  },
}));
