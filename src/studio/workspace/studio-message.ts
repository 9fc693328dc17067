/** A message of the studio's texts, kept as key and values so it follows a switch of the studio's language. */
export interface StudioMessage {
  key: string;
  values?: Record<string, unknown>;
}
