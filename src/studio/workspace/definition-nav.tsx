import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Problem } from '../../definition/lint/types';
import { LanguageSelect } from '../language-select';
import { useStudioTranslation } from '../use-studio-translation';
import { notifyAddressChanged, useWorkflowRoute } from '../workflow/use-workflow-route';
import { WorkflowNav } from '../workflow/workflow-nav';
import { TextsNav } from '../texts-editor/texts-nav';
import { useTextsRoute } from '../texts-editor/texts-route';

export interface DefinitionNavProps {
  paths: readonly string[];
  open: string;
  changedFiles: readonly string[];
  problems: readonly Problem[];
  onOpen: (path: string) => void;
  /** The screens whose texts the registry keeps (none outside it). */
  textsNamespaces: readonly string[];
}

const CONSISTENCY_FILE = 'schemas/questionnaire/consistency.json';
/**
 * The definitions' groups: the questionnaire's sections, its consistency rules (a definition kind of their own,
 * issue 21, though they live in the questionnaire's folder) and the steps.
 */
const GROUPS = [
  {
    id: 'questionnaire',
    folder: 'schemas/questionnaire/',
    label: 'navSections',
    has: (path: string) => path.startsWith('schemas/questionnaire/') && path !== CONSISTENCY_FILE,
  },
  {
    id: 'consistency',
    folder: 'schemas/questionnaire/',
    label: 'navConsistency',
    has: (path: string) => path === CONSISTENCY_FILE,
  },
  {
    id: 'steps',
    folder: 'schemas/steps/',
    label: 'navSteps',
    has: (path: string) => path.startsWith('schemas/steps/'),
  },
] as const;

/** The definitions by folder, each marked when edited or when it has problems; links, so the hash names the file. */
export function DefinitionNav({ paths, open, changedFiles, problems, onOpen, textsNamespaces }: DefinitionNavProps) {
  const { t } = useStudioTranslation();
  // On a workflow screen no file is the page shown.
  const workflow = useWorkflowRoute();
  const texts = useTextsRoute();
  const onOtherScreen = !!workflow || !!texts;
  const shown = onOtherScreen ? undefined : open;
  return (
    <Box
      component="nav"
      aria-label={t('navDefinitions')}
      sx={{
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" variant="h6" sx={{ px: 2, pt: 2 }}>
        {t('studioName')}
      </Typography>
      <LanguageSelect />
      <WorkflowNav />
      <TextsNav namespaces={textsNamespaces} />
      {GROUPS.map(({ id, folder, label, has }) => (
        <Box key={id}>
          <Typography
            id={`nav-${id}`}
            component="h2"
            variant="subtitle2"
            sx={{ px: 2, pt: 2, color: 'text.secondary' }}
          >
            {t(label)}
          </Typography>
          <List dense aria-labelledby={`nav-${id}`}>
            {paths.filter(has).map((path) => {
              const edited = changedFiles.includes(path);
              const count = problems.filter((p) => p.file === path).length;
              return (
                <ListItem key={path} disablePadding>
                  <ListItemButton
                    component="a"
                    href={`#${encodeURIComponent(path)}`}
                    aria-current={path === shown ? 'page' : undefined}
                    selected={path === shown}
                    onClick={(event: React.MouseEvent) => {
                      event.preventDefault();
                      onOpen(path);
                      notifyAddressChanged();
                    }}
                  >
                    <ListItemText
                      primary={path.slice(folder.length)}
                      secondary={
                        [edited ? t('navEdited') : '', count ? t('navProblems', { count }) : '']
                          .filter(Boolean)
                          .join(', ') || undefined
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
