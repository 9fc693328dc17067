import { Button, Container, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTakeOverPresses } from './take-over-presses';

interface Props {
  /** What to show when loading the screen failed: a translated message and a retry. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a screen whose code failed to load, so the person sees a message with a retry, never a blank page. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** The fallback's look. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
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
