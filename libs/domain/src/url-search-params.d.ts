// URLSearchParams is a WHATWG standard that browsers and Node both provide, and the domain
// builds and reads query strings with it. Declared here (the part the domain uses) so the domain
// compiles with neither the DOM's nor Node's types, and so cannot reach for anything else of theirs.
interface URLSearchParams {
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callbackfn: (value: string, key: string, parent: URLSearchParams) => void): void;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
};
