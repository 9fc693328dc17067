import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GoldenResult } from './golden-sets';

/** The golden answer sets and what the edited questionnaire makes of them. */
export function GoldenPanel({ results, errors }: { results: readonly GoldenResult[]; errors: readonly string[] }) {
  return (
    <>
      {errors.map((error) => (
        <Typography key={error} color="error">
          {error}
        </Typography>
      ))}
      <Table size="small" aria-label="Golden answer sets">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Answer set</TableCell>
            <TableCell component="th" scope="col">Expected</TableCell>
            <TableCell component="th" scope="col">Now</TableCell>
            <TableCell component="th" scope="col">Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result) => (
            <TableRow key={result.file} data-testid={`golden-${result.file}`}>
              <TableCell component="th" scope="row">
                {result.name}
              </TableCell>
              <TableCell>{`profile ${result.expected}`}</TableCell>
              <TableCell>{result.score ? `profile ${result.score.riskProfileId} (${result.score.points} points)` : '…'}</TableCell>
              <TableCell sx={{ color: result.ok ? 'success.dark' : 'error.main' }}>{result.ok ? '✓ passes' : `✗ ${result.problems.join('; ') || 'not scored yet'}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
