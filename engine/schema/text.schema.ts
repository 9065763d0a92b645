/** Text that must not be empty, with what it is for. */
export const nonEmptyText = (description: string) =>
  ({ type: 'string', minLength: 1, description }) as const;
