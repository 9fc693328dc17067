import { Box, Typography } from '@mui/material';
import { DiffPanel } from '../diff/diff-panel';
import { useStudioTranslation } from '../use-studio-translation';
import { HashText } from './hash-text';
import type { ChangeItem } from './types';

/** Each definition a change publishes: the version and hash proposed, the live one it replaces, and the diff. */
export function ChangeItems({ items }: { items: readonly ChangeItem[] }) {
  const { t } = useStudioTranslation();
  return (
    <>
      {items.map((item) => (
        <Box key={item.definitionId} component="article" aria-labelledby={`item-${item.definitionId}`} sx={{ mb: 2 }}>
          <Typography id={`item-${item.definitionId}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {item.path.replace(/^schemas\//, '')}
          </Typography>
          <Typography>
            {item.rollback
              ? t('wfItemRollback', { versionNo: item.versionNo, semver: item.semver })
              : t('wfItemVersion', { versionNo: item.versionNo, semver: item.semver })}{' '}
            <HashText sha256={item.sha256} />
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {item.liveVersionNo === null ? (
              t('wfItemNoLive')
            ) : (
              <>
                {t('wfItemReplaces', { versionNo: item.liveVersionNo })}{' '}
                {item.liveSha256 && <HashText sha256={item.liveSha256} />}
              </>
            )}
          </Typography>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            {item.diff.length === 0 ? <Typography>{t('wfNoDiff')}</Typography> : <DiffPanel changes={item.diff} />}
          </Box>
        </Box>
      ))}
    </>
  );
}
