import { CircularProgress, type CircularProgressProps } from '@mui/material';

/**
 * MUI's indeterminate ring that only turns (`disableShrink`): its arc's growing and shrinking animates the circle's
 * stroke, which the browser repaints on the main thread every frame (issue 24: paint tasks of 4-7 ms every few
 * milliseconds while the provider answered, in the way of the answer's own work); a turn is the compositor's alone.
 */
export function BusySpinner(props: Omit<CircularProgressProps, 'variant' | 'disableShrink'>) {
  return <CircularProgress disableShrink {...props} />;
}
