/** Tests name texts of their own, `test.<anything>`, registered where they are used. */
declare module '../src/i18n/keys' {
  interface FeatureTexts extends Record<`test.${string}`, true> {}
}

export {};
