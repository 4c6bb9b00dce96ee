/** The fields of an edit that were given: undefined means "leave as it is", null means "clear". */
export function givenFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
