export interface Text {
  zh: string;
  en: string;
}

/** A feature's texts: each key carries both languages, so neither can be missing. */
export const defineTexts = <T extends Record<string, Text>>(texts: T) => texts;
