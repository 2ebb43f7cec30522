// A gRPC answer leaves an optional field absent (undefined) and an unset message null; the API's
// JSON shows both as null.
export const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === null ? null : value;

/** An optional message presented, or null when it is unset. */
export const messageOrNull = <T, R>(value: T | null | undefined, present: (value: T) => R): R | null =>
  value ? present(value) : null;
