import { Chip } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import type { ChangeStatus } from './types';

const COLOURS = { proposed: 'info', approved: 'success', rejected: 'error', published: 'primary' } as const;
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
