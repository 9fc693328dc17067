import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Lang, apiConfig, useApiQuery } from '../../api';
import { documentHref } from '../shared/document-href';

/** The provider's list of documents (contract or intermediary documents) as links to their PDFs. */
export function DocumentLinks({
  list,
  headingId,
  heading,
}: {
  list: 'documents' | 'intermediaryDocuments';
  headingId: string;
  heading: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const documents = useApiQuery(list, { lang });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {heading}
      </Typography>
      {documents.isPending && <CircularProgress size={24} aria-label={t('contracts.documentsLoading')} />}
      {documents.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void documents.refetch()}>
              {t('contracts.retry')}
            </Button>
          }
        >
          {t('contracts.documentsFailed')}
        </Alert>
      )}
      {documents.data && (
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          {documents.data.map((document) => {
            const href = documentHref(document.url, apiConfig().baseUrl, window.location.origin);
            return (
              <li key={document.id}>
                {href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {document.name}
                    <Box component="span" sx={{ ml: 0.5 }}>
                      {t('contracts.opensPdf')}
                    </Box>
                  </Link>
                ) : (
                  document.name
                )}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
