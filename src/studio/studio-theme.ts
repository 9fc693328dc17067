import { createTheme } from '@mui/material/styles';

/** The app's colours (src/app/theme.ts, which the studio may not import), denser for a working tool. */
export const studioTheme = createTheme({
  palette: {
    primary: { main: '#0b3a63' },
    secondary: { main: '#8a6a1f' },
    // MUI's warning.dark (#e65100) is 3.8:1 on white: too faint for text (the impact table's changed score).
    warning: { main: '#ed6c02', dark: '#a04000' },
    background: { default: '#f6f7f9' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiButton: {
      styleOverrides: {
        root: { textTransform: 'none', '&.Mui-focusVisible': { outline: '3px solid #8a6a1f', outlineOffset: 2 } },
      },
    },
  },
});
