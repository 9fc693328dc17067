import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { BusySpinner } from '../../widgets/busy-spinner';
import { type FieldProps, type RJSFSchema, getUiOptions, titleId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DefinitionData } from '../../renderer/definition-data';
import type { EngineFormContext } from '../../widgets/form-context';
import type { DocumentListState, UseDocumentList } from './document-list';

export type DocumentListFieldProps = FieldProps<DefinitionData, RJSFSchema, EngineFormContext>;

/** Without the app's lists (a preview, the studio): an empty list. */
const useNoDocuments: UseDocumentList = (): DocumentListState => ({
  documents: [],
  loading: false,
  failed: false,
  retry: () => undefined,
});

type Texts = Partial<Record<'loading' | 'failed' | 'retry' | 'opensPdf', string>>;

/**
 * A list of the provider's documents to read (`ui:field: documentList` on a `"type": "null"` property, which holds
 * no data): a section headed by the field's title, each document a link to its PDF opening in a new window. Which
 * list, `ui:options.list` (e.g. `documents`, `intermediaryDocuments`); where it applies, the schema's conditions.
 * Texts in `ui:texts`.
 */
export function DocumentListField(props: DocumentListFieldProps) {
  const { uiSchema, fieldPathId, registry } = props;
  const { t } = useTranslation();
  const texts = (uiSchema?.['ui:texts'] ?? {}) as Texts;
  const text = (name: keyof Texts) => (texts[name] ? t(texts[name]) : '');
  const useList = registry.formContext.useDocumentList ?? useNoDocuments;
  const list = useList(String(getUiOptions(uiSchema).list ?? ''));
  const headingId = titleId(fieldPathId);
  const title = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : '';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {list.loading && <BusySpinner size={24} aria-label={text('loading')} />}
      {list.failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              {text('retry')}
            </Button>
          }
        >
          {text('failed')}
        </Alert>
      )}
      {list.documents && (
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          {list.documents.map((document) => (
            <li key={document.id}>
              {document.href ? (
                <Link href={document.href} target="_blank" rel="noopener noreferrer">
                  {document.name}
                  <Box component="span" sx={{ ml: 0.5 }}>
                    {text('opensPdf')}
                  </Box>
                </Link>
              ) : (
                document.name
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
