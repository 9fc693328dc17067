import { Box, Button, List, ListItem, Typography } from '@mui/material';

export interface ShownProblem {
  severity: 'error' | 'warning' | 'info';
  pointer: string;
  message: string;
}

const COLOURS = { error: 'error.main', warning: 'warning.dark', info: 'text.secondary' } as const;
const WORDS = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

/** Problems at one place, each with its JSON pointer and a button that shows it in the raw JSON. */
export function ProblemList({ problems, onShow }: { problems: readonly ShownProblem[]; onShow?: (pointer: string) => void }) {
  if (problems.length === 0) return null;
  return (
    <List dense disablePadding>
      {problems.map((problem, index) => (
        <ListItem key={`${problem.pointer}-${index}`} disableGutters sx={{ alignItems: 'baseline', gap: 1, color: COLOURS[problem.severity] }}>
          <Box component="span">
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {`${WORDS[problem.severity]}: `}
            </Typography>
            {problem.message}{' '}
            <Box component="code" sx={{ fontSize: '0.8em', color: 'text.secondary' }}>
              {`#${problem.pointer}`}
            </Box>
          </Box>
          {onShow && (
            <Button size="small" sx={{ flexShrink: 0 }} onClick={() => onShow(problem.pointer)} aria-label={`Show ${problem.pointer || 'the document'} in the JSON`}>
              Show in JSON
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}
