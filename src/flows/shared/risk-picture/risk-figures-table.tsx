import { Box } from '@mui/material';
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

/**
 * The picture's figures as a table for screen readers: the SVG is one image to them, the table reads cell by cell.
 * Plain table elements: nobody sees it, so MUI's styled table would only add to the screen's script.
 */
export function RiskFiguresTable({ rows, amount, mark }: RiskFiguresTableProps) {
  const { t } = useTranslation();
  return (
    // Hidden by a box around it: a table ignores the 1 px width of visuallyHidden and would widen the page.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{t('riskPicture.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('riskPicture.columnProfile')}</th>
            <th scope="col">{t('riskPicture.columnReturn')}</th>
            <th scope="col">{t('riskPicture.columnFall')}</th>
            <th scope="col">{t('riskPicture.columnFallEur', { amount })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {mark(row) ? `${row.level} · ${row.name} (${mark(row)})` : `${row.level} · ${row.name}`}
              </th>
              <td>{row.texts.band}</td>
              <td>{row.texts.fall}</td>
              <td>{row.texts.fallEur}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
