import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { PictureRow } from './types';

export interface RiskFiguresTableProps {
  rows: readonly PictureRow[];
  /** The amount a bad year is shown on, formatted ("10 000 €"). */
  amount: string;
  /** What marks a row ("your profile"), empty for none. */
  mark: (row: PictureRow) => string;
}

/** The picture's figures as a table for screen readers: the SVG is one image to them, the table reads cell by cell. */
export function RiskFiguresTable({ rows, amount, mark }: RiskFiguresTableProps) {
  const { t } = useTranslation();
  return (
    // Hidden by a box around it: a table ignores the 1 px width of visuallyHidden and would widen the page.
    <Box sx={visuallyHidden}>
      <Table size="small">
        <caption>{t('riskPicture.tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('riskPicture.columnProfile')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('riskPicture.columnReturn')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('riskPicture.columnFall')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('riskPicture.columnFallEur', { amount })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">
                {mark(row) ? `${row.level} · ${row.name} (${mark(row)})` : `${row.level} · ${row.name}`}
              </TableCell>
              <TableCell>{row.texts.band}</TableCell>
              <TableCell>{row.texts.fall}</TableCell>
              <TableCell>{row.texts.fallEur}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
