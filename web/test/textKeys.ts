/** Tests name texts of their own, `test.<anything>`, registered where they are used. */
declare module '../src/i18n/keys' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the tests' keys join the console's
  interface FeatureTexts extends Record<`test.${string}`, true> {}
}

export {};
