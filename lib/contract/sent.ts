/**
 * What a server may hand to JSON for an answer of type T: an instant may still be a Date where the
 * answer has a string, since JSON writes a Date as its ISO 8601 text. The answer schemas describe
 * what travels (strings); the server's rows hold Dates.
 */
export type Sent<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer Item)[]
    ? Sent<Item>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;
