// The shape of one entry of the problems' catalogue (problems.ts), shared by its parts.

export interface Entry<A> {
  title: string;
  message: (args: A) => string;
  /** The hint when the stage has nothing more specific to say. */
  hint?: string | ((args: A) => string);
}

/** An entry, with its arguments' type taken from `message`. */
export const entry = <A>(e: Entry<A>): Entry<A> => e;

/** A count as a message writes it: 1,000. */
export const count = (value: number): string => value.toLocaleString('en-US');
