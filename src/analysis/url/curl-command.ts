import type { HttpMethod } from '../../data/types.js';
import { HOLE } from '../string/string-shape.js';

/** What a `curl` command line says about the request to one of its URLs. */
export interface CurlCommand {
  /** Where the word `curl` starts in the flat text. */
  readonly start: number;
  /** `-X POST`, `-I`, or POST implied by a body; null when `-X` takes a value built at run time. */
  readonly method: HttpMethod | null;
  /** `-d`, `--data*` or `--json`: the command sends a body. */
  readonly sendsBody: boolean;
  /** The values of `-H`/`--header`, and `Content-Type: application/json` for `--json`. */
  readonly headers: readonly string[];
  /** The socket of `--unix-socket`, as written (holes as HOLE). */
  readonly unixSocket: string | null;
  /** `-G` with data: the data goes into the query. */
  readonly dataInQuery: boolean;
}

const CURL_WORD = /(?:^|[\s"'&(;`|])curl(?=\s)/g;
const COMMAND_END = /&&|\|\||[\n;|]/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii']);

/** A `curl` command line in a string: where it stands and what it says. */
export interface CurlSpan {
  readonly start: number;
  readonly end: number;
  readonly command: CurlCommand;
}

/** Every `curl` command of a string, each read once: a string may hold thousands of URLs. */
export function curlCommands(text: string): CurlSpan[] {
  const starts = [...text.matchAll(CURL_WORD)].map((match) => match.index + match[0].indexOf('curl'));
  return starts.map((start, index) => {
    const next = starts[index + 1] ?? text.length;
    const separator = text.slice(start, next).search(COMMAND_END);
    const end = separator === -1 ? next : start + separator;
    return { start, end, command: { start, ...readCurl(words(text.slice(start, end)).slice(1)) } };
  });
}

function readCurl(args: readonly string[]): Omit<CurlCommand, 'start'> {
  let method: HttpMethod | null | undefined;
  let sendsBody = false;
  let head = false;
  let asQuery = false;
  const headers: string[] = [];
  let unixSocket: string | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const value = args[index + 1] ?? '';
    if (arg === '-X' || arg === '--request') {
      method = methodOf(value);
      index++;
    } else if (/^-X\S/.test(arg)) {
      method = methodOf(arg.slice(2));
    } else if (arg === '-H' || arg === '--header') {
      headers.push(value);
      index++;
    } else if (arg === '--json') {
      sendsBody = true;
      headers.push('Content-Type: application/json');
      index++;
    } else if (DATA_OPTIONS.has(arg)) {
      sendsBody = true;
      index++;
    } else if (/^-d\S/.test(arg)) {
      sendsBody = true;
    } else if (arg === '--unix-socket') {
      unixSocket = value;
      index++;
    } else if (arg === '-I' || arg === '--head') {
      head = true;
    } else if (arg === '-G' || arg === '--get') {
      asQuery = true;
    }
  }
  const implied: HttpMethod = head ? 'HEAD' : sendsBody && !asQuery ? 'POST' : 'GET';
  return {
    method: method === undefined ? implied : method,
    sendsBody: sendsBody && !asQuery,
    headers,
    unixSocket,
    dataInQuery: sendsBody && asQuery,
  };
}

function methodOf(word: string): HttpMethod | null {
  const method = word.toUpperCase();
  return !method.includes(HOLE) && METHODS.has(method) ? (method as HttpMethod) : null;
}

/** Shell words: split on blanks, quotes removed (enough for reading options, not for running them). */
function words(command: string): string[] {
  const result: string[] = [];
  let current = '';
  let quote: string | null = null;
  let inWord = false;
  for (const char of command) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) result.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) result.push(current);
  return result;
}
