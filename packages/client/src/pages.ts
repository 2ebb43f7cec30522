// A list call: awaited, its first page; iterated with `for await`, every item of every page,
// fetched a page at a time as the loop goes (the `next` link's offset and limit, so a proxy's
// host in the link does not matter).
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

type PageQuery = { limit?: number; offset?: number };

export class PagePromise<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  private first: Promise<Page<T>> | undefined;
  private readonly fetchPage: (query: PageQuery) => Promise<Page<T>>;
  private readonly query: PageQuery | undefined;

  constructor(fetchPage: (query: PageQuery) => Promise<Page<T>>, query: PageQuery | undefined) {
    this.fetchPage = fetchPage;
    this.query = query;
  }

  private firstPage(): Promise<Page<T>> {
    this.first ??= this.fetchPage({ limit: this.query?.limit, offset: this.query?.offset });
    return this.first;
  }

  then<A = Page<T>, B = never>(
    onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.firstPage().then(onFulfilled, onRejected);
  }

  /** Every page, in order. */
  async *pages(): AsyncGenerator<Page<T>> {
    let page = await this.firstPage();
    yield page;
    while (page.next) {
      page = await this.fetchPage(pageQueryOf(page.next));
      yield page;
    }
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.pages()) yield* page.results;
  }

  /** Every item of every page, in one array (for lists you know are short). */
  async all(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}

/** The offset and limit a page link carries. */
export function pageQueryOf(link: string): PageQuery {
  const search = new URL(link, 'http://link.invalid').searchParams;
  const number = (name: string) => (search.has(name) ? Number(search.get(name)) : undefined);
  return { limit: number('limit'), offset: number('offset') };
}
