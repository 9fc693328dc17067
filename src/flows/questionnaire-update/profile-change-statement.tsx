import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProfileChange } from './profile-change';

export interface ProfileChangeStatementProps {
  change: ProfileChange;
  /** A profile's name in the page's language. */
  nameOf: (id: number) => string;
}

/** Whether the update changed the client's risk profile, and from what to what (ESMA35-43-3172 guideline 5 para 59). */
export function ProfileChangeStatement({ change, nameOf }: ProfileChangeStatementProps) {
  const { t } = useTranslation();
  const to = nameOf(change.to);
  const from = change.from === null ? '' : nameOf(change.from);
  return (
    <Typography gutterBottom sx={{ fontWeight: change.direction === 'same' ? 400 : 600 }}>
      {t(`profileChange.${change.direction}`, { from, to })}
    </Typography>
  );
}
