/**
 * One code of any of the site's error catalogues (problems in page and service documents,
 * the server's API errors, the database's refusals of a lead), in one shape: what went
 * wrong, what to do about it, the words whoever met it is told, and an example.
 * `docs/errors.md` is generated from the three catalogues.
 */
export interface ErrorEntry {
  /** What went wrong, in one line. */
  title: string;
  /** What whoever met it can do. */
  hint: string;
  /**
   * The messages the code answers with, by the case each is for; `{name}` is filled in
   * with the caller's value (see MessageParams). Where none is given, the message is
   * written from what was found (a document problem's, from its place and value).
   */
  messages?: Readonly<Record<string, string>>;
  example: ErrorExample;
}

export type ErrorExample =
  /** A page document that has the problem. */
  | { yaml: string }
  /** A request that gets the error, answered with one of the entry's messages. */
  | { request: string; message: string; params?: Readonly<Record<string, string>> }
  /** Where neither fits: what causes it. */
  | { cause: string };

/** The names of a message's parameters: `{id}` and `{slug}` in "No {id} at {slug}.". */
type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values a message's parameters take, each named as the message names it. */
export type MessageParams<Template extends string> = Readonly<
  Record<ParamNames<Template>, string | number>
>;

/** The parameters a message takes, as a caller gives them: none for a message without any. */
export type MessageArgs<Template extends string> = [ParamNames<Template>] extends [never]
  ? { params?: undefined }
  : { params: MessageParams<Template> };
