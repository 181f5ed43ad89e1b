// URL is a WHATWG standard that browsers and Node both provide. Declared here (the part the domain
// uses), like URLSearchParams beside it, so the domain compiles with neither the DOM's nor Node's types.
interface URL {
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

declare const URL: {
  prototype: URL;
  new (url: string, base?: string): URL;
};
