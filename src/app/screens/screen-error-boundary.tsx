import { Box, Button, Container, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../monitoring/report-error';
import { useTakeOverPresses } from './take-over-presses';

/** A screen's code did not arrive (network, timeout): the loader's rejection, told apart from a crash. */
export class ScreenLoadFailed extends Error {
  constructor(cause: unknown) {
    super('screen code failed to load', { cause });
    this.name = 'ScreenLoadFailed';
  }
}

interface Props {
  /** What to show when loading the screen failed: a translated message and a retry. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

type Failure = 'load' | 'crash' | undefined;

/**
 * Catches what goes wrong in a screen, so the person never sees a blank page: code that failed to load gets the
 * load message and a retry; anything else is a crash, reported to error reporting and shown as one.
 */
export class ScreenErrorBoundary extends Component<Props, { failure: Failure }> {
  override state: { failure: Failure } = { failure: undefined };

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: error instanceof ScreenLoadFailed ? 'load' : 'crash' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A failed load is the person's connection, not a fault of the app.
    if (!(error instanceof ScreenLoadFailed)) reportError(error, info.componentStack ?? undefined);
  }

  private readonly retry = () => {
    this.setState({ failure: undefined });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failure === 'load') return this.props.fallback(this.retry);
    if (this.state.failure === 'crash') return <ScreenCrashed onRetry={this.retry} />;
    return this.props.children;
  }
}

/** The fallback's look. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  // Its retry button must work even when the screen failed on a prerendered page.
  useTakeOverPresses();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography role="alert" gutterBottom>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Container>
  );
}

/**
 * A crashed screen: says so, and offers a way on: the screen again, or the home page loaded afresh (a plain link,
 * so nothing of the crashed state comes along).
 */
function ScreenCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useTakeOverPresses();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography role="alert" gutterBottom>
        {t('routes.crashed')}
      </Typography>
      {/* Box rather than Stack: the shell has it already, and the landing page's script budget is tight. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 2 }}>
        <Button variant="contained" onClick={onRetry}>
          {t('routes.retry')}
        </Button>
        <Button variant="outlined" href="/">
          {t('routes.toHome')}
        </Button>
      </Box>
    </Container>
  );
}
