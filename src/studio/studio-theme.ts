import { createTheme } from '@mui/material/styles';

/** The app's colours (src/app/theme.ts, which the studio may not import), denser for a working tool. */
export const studioTheme = createTheme({
  palette: { primary: { main: '#0b3a63' }, secondary: { main: '#8a6a1f' }, background: { default: '#f6f7f9' } },
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
