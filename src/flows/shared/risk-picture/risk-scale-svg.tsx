import { Box, useTheme } from '@mui/material';
import type { PictureRow } from './types';

export interface RiskScaleSvgProps {
  rows: readonly PictureRow[];
  /** The picture's name (the person's place on the scale) and description (their profile's figures). */
  label: string;
  description: string;
  idPrefix: string;
  /** `mark`: what marks a row ("your profile", "last time"), empty for none. */
  texts: { you: string; lower: string; higher: string; mark: (row: PictureRow) => string };
}

// Heights are in px and widths in percent of the SVG's own width, so the picture fits any column from 288 px
// (a 320 px phone) up without scaling its text; MAX_WIDTH keeps the bars readable on a desktop.
const MAX_WIDTH = 560;
const SCALE_Y = 20;
const SEGMENT_HEIGHT = 18;
const ROWS_Y = 70;
const ROW_HEIGHT = 58;
// A marked row (the person's profile, the last one) has a line of its own for the mark, so no name runs out.
const MARK_HEIGHT = 16;
// Light, distinct fills from low to high risk; the numbers on them are dark text (contrast above 10:1).
const SEGMENT_FILLS = ['#c8e6c9', '#fff59d', '#ffcc80', '#ef9a9a', '#e57373', '#ce93d8'];

/** The profiles on a scale from the least to the most risky, and per profile its return band and bad year as bars. */
export function RiskScaleSvg({ rows, label, description, idPrefix, texts }: RiskScaleSvgProps) {
  const { palette } = useTheme();
  const lowest = Math.min(0, ...rows.map((row) => row.figures.bad_year_pct));
  const highest = Math.max(0, ...rows.map((row) => row.figures.expected_return_pct.max));
  const from = Math.floor(lowest / 10) * 10;
  const to = Math.ceil(highest / 5) * 5;
  const x = (pct: number) => 2 + (96 * (pct - from)) / (to - from || 1);
  const zero = x(0);
  const share = 100 / rows.length;
  const tops = rows.map((_, index) =>
    rows.slice(0, index).reduce((y, row) => y + ROW_HEIGHT + (texts.mark(row) ? MARK_HEIGHT : 0), ROWS_Y),
  );
  const last = rows.at(-1);
  const height = (tops.at(-1) ?? ROWS_Y) + ROW_HEIGHT + (last && texts.mark(last) ? MARK_HEIGHT : 0);
  const yours = rows.find((row) => row.yours);

  return (
    // A Box, not a style attribute: the CSP allows styles only through Emotion's nonce.
    <Box
      component="svg"
      role="img"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-desc`}
      width="100%"
      height={height}
      sx={{ display: 'block', maxWidth: MAX_WIDTH, overflow: 'visible' }}
    >
      <title id={`${idPrefix}-title`}>{label}</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      {yours && (
        <text
          x={`${(yours.level - 0.5) * share}%`}
          y={SCALE_Y - 6}
          textAnchor="middle"
          fontSize={13}
          fontWeight={700}
          fill={palette.text.primary}
        >
          {texts.you} ▾
        </text>
      )}
      {rows.map((row, index) => (
        <g key={row.id}>
          <rect
            x={`${index * share + 0.5}%`}
            y={SCALE_Y}
            width={`${share - 1}%`}
            height={SEGMENT_HEIGHT}
            rx={3}
            fill={SEGMENT_FILLS[index % SEGMENT_FILLS.length]}
            stroke={row.yours ? palette.text.primary : 'none'}
            strokeWidth={2}
          />
          <text
            x={`${(index + 0.5) * share}%`}
            y={SCALE_Y + 13}
            textAnchor="middle"
            fontSize={12}
            fontWeight={row.yours ? 700 : 400}
            fill="#1f1f1f"
          >
            {row.level}
          </text>
        </g>
      ))}
      <text x="0" y={SCALE_Y + SEGMENT_HEIGHT + 16} fontSize={12} fill={palette.text.secondary}>
        ← {texts.lower}
      </text>
      <text x="100%" y={SCALE_Y + SEGMENT_HEIGHT + 16} textAnchor="end" fontSize={12} fill={palette.text.secondary}>
        {texts.higher} →
      </text>
      {rows.map((row, index) => {
        const mark = texts.mark(row);
        const top = tops[index] ?? ROWS_Y;
        const bars = top + (mark ? MARK_HEIGHT : 0);
        const { min, max } = row.figures.expected_return_pct;
        return (
          <g key={row.id}>
            {row.yours && (
              <rect
                x="0"
                y={top}
                width="100%"
                height={bars - top + ROW_HEIGHT - 4}
                rx={6}
                fill={palette.primary.main}
                fillOpacity={0.08}
                stroke={palette.primary.main}
              />
            )}
            <text x="8" y={top + 18} fontSize={14} fontWeight={row.yours ? 700 : 400} fill={palette.text.primary}>
              {`${row.level} · ${row.name}`}
            </text>
            {mark && (
              <text x="8" y={top + 34} fontSize={12} fill={palette.text.primary}>
                {`▸ ${mark}`}
              </text>
            )}
            <rect
              x={`${x(row.figures.bad_year_pct)}%`}
              y={bars + 25}
              width={`${zero - x(row.figures.bad_year_pct)}%`}
              height={10}
              fill={palette.error.main}
            />
            <rect
              x={`${x(min)}%`}
              y={bars + 25}
              width={`${Math.max(x(max) - x(min), 0.8)}%`}
              height={10}
              fill={palette.success.main}
            />
            <text x={`${zero}%`} dx={-6} y={bars + 48} textAnchor="end" fontSize={12} fill={palette.error.dark}>
              {`${row.texts.fall} · ${row.texts.fallEur}`}
            </text>
            <text x={`${zero}%`} dx={6} y={bars + 48} fontSize={12} fill={palette.success.dark}>
              {row.texts.band}
            </text>
          </g>
        );
      })}
      <line
        x1={`${zero}%`}
        x2={`${zero}%`}
        y1={ROWS_Y - 4}
        y2={height}
        stroke={palette.text.secondary}
        strokeDasharray="3 3"
      />
    </Box>
  );
}
