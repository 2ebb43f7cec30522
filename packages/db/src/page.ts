// One page of a list: what a repository's list statement takes (limit, offset) and answers (the
// count of all the matching rows, and the page of them).

export interface Page {
  limit: number;
  offset: number;
}

export interface Slice<T> {
  count: number;
  results: T[];
}
