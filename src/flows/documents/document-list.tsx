import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { type Lang, apiConfig, useApiQuery } from '../../api';
import { documentHref } from '../shared/document-href';

export interface DocumentListProps {
  /** `documents`: the provider's contracts; `intermediaryDocuments`: the financial agent's (SPEC §7). */
  endpoint: 'documents' | 'intermediaryDocuments';
  /** i18n key prefix of the section's heading and introduction (`.title`, `.intro`). */
  texts: string;
}

/** A list of the provider's documents in the current language, each a link that opens in a new window. */
export function DocumentList({ endpoint, texts }: DocumentListProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const list = useApiQuery(endpoint, { lang });
  const headingId = `${endpoint}-heading`;
  const links = (list.data ?? []).flatMap((document) => {
    const href = documentHref(document.url, apiConfig().baseUrl, window.location.origin);
    return href ? [{ id: document.id, name: document.name, href }] : [];
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t(`${texts}.title`)}
      </Typography>
      <Typography gutterBottom>{t(`${texts}.intro`)}</Typography>
      {list.isPending && <Typography color="text.secondary">{t('documents.listLoading')}</Typography>}
      {list.isError && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography role="alert">{t('documents.listFailed')}</Typography>
          <Button variant="outlined" onClick={() => void list.refetch()}>
            {t('documents.retry')}
          </Button>
        </Stack>
      )}
      {links.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {links.map((document) => (
            <Typography component="li" key={document.id} sx={{ mb: 0.5 }}>
              {/* A new window: leaving the page would lose the files chosen below, which live in memory only. */}
              <Link href={document.href} target="_blank" rel="noopener noreferrer">
                {document.name}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('documents.newWindow')}`}
                </Box>
              </Link>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
