import type { ProfileFigures } from '../../../definition/scoring/risk-figures';
import type { FigureTexts } from './figure-texts';

/** One risk profile as the picture shows it: its place on the scale, name, figures and whose it is. */
export interface PictureRow {
  id: number;
  /** 1 for the least risky profile, counting up. */
  level: number;
  name: string;
  figures: ProfileFigures;
  texts: FigureTexts;
  /** The person's profile now. */
  yours: boolean;
  /** The profile of the person's last signed questionnaire (update flow). */
  last: boolean;
}
