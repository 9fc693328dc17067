import { Chip } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import type { ChangeStatus } from './types';

// Colours whose white label keeps 4.5:1 (MUI's info and warning do not).
const COLOURS = { proposed: 'primary', approved: 'success', rejected: 'error', published: 'secondary' } as const;
const KEYS = {
  proposed: 'wfStatusProposed',
  approved: 'wfStatusApproved',
  rejected: 'wfStatusRejected',
  published: 'wfStatusPublished',
} as const;

/** A change's status in words (the colour only repeats them). */
export function StatusChip({ status }: { status: ChangeStatus }) {
  const { t } = useStudioTranslation();
  return <Chip size="small" color={COLOURS[status]} label={t(KEYS[status])} />;
}
