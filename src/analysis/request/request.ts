import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import type { HttpMethod } from '../../data/types.js';
import {
  effectiveParent,
  findProperty,
  isFunctionNode,
  mayHaveHiddenProperty,
  memberPath,
  propertyName,
  unwrap,
  type SourceCode,
} from '../ast/nodes.js';
import { evaluate } from '../string/evaluate.js';
import { SOCKET_OPTION } from '../../data/engine-transport.js';
import { constantValueNode, findVariable, laterMemberUses } from '../ast/scope.js';
import { staticValue, type StringShape } from '../string/string-shape.js';

type Node = TSESTree.Node;
type Call = TSESTree.CallExpression | TSESTree.NewExpression;

/** The HTTP clients whose defaults the rules know. */
export type ClientKind = 'fetch' | 'axios' | 'got' | 'http' | 'request' | 'undici';

/** What the code around a string says about the request it is sent with. */
export interface RequestContext {
  /** The methods the request may be sent with; null when nothing says. */
  readonly methods: ReadonlySet<HttpMethod> | null;
  /** A base URL the string is resolved against: axios `baseURL`, got `prefixUrl`, an instance's. */
  readonly base: StringShape | null;
  /** A host given beside a path (`http.request({ hostname, path })`). */
  readonly host: string | null;
  /** The string defines a server route (`app.get('/path', handler)`, `{ path, handler }`); it is no request. */
  readonly isRouteDefinition: boolean;
  /** The request goes through a Unix socket option (`socketPath`), set in place or later. */
  readonly hasSocketOption: boolean;
  /** A client library adds the version prefix itself (docker-modem's `modem.dial({ path })`). */
  readonly isVersionedByLibrary: boolean;
  /** The client that sends the request, when the call names a known one. */
  readonly client: ClientKind | null;
  /** The options object, written in place or as a constant: fetch's init, axios's config, got's or http's options. */
  readonly options: TSESTree.ObjectExpression | null;
  /** Options exist that cannot be read (a parameter, a spread): anything may be set there. */
  readonly hasHiddenOptions: boolean;
  /** The data argument of `axios.post(url, data)` and its kin. */
  readonly bodyArgument: Node | null;
  /** The call that sends the request. */
  readonly call: Call | null;
}

const UNKNOWN: RequestContext = {
  methods: null,
  base: null,
  host: null,
  isRouteDefinition: false,
  hasSocketOption: false,
  isVersionedByLibrary: false,
  client: null,
  options: null,
  hasHiddenOptions: false,
  bodyArgument: null,
  call: null,
};

/** docker-modem's call, which puts `/v<version>` before the path when it was given a version. */
const LIBRARY_VERSIONED_CALLS = new Set(['dial']);

const HTTP_METHODS = new Set<string>(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** `client.get(url)` and its kind, as axios, got, ky, superagent and `http.get` spell them. */
const METHOD_HELPERS: ReadonlyMap<string, HttpMethod> = new Map([
  ['get', 'GET'],
  ['post', 'POST'],
  ['put', 'PUT'],
  ['delete', 'DELETE'],
  ['del', 'DELETE'],
  ['patch', 'PATCH'],
  ['head', 'HEAD'],
  ['options', 'OPTIONS'],
]);

/** axios's helpers that take the body before the config: `axios.post(url, data, config)`. */
const AXIOS_DATA_HELPERS = new Set(['post', 'put', 'patch']);

/** Clients called as `client(url, options)` or `client(options)`, all of which send GET unless told otherwise. */
const CLIENT_FUNCTIONS: ReadonlyMap<string, ClientKind | null> = new Map([
  ['fetch', 'fetch'],
  ['Request', 'fetch'],
  ['axios', 'axios'],
  ['got', 'got'],
  ['request', 'request'],
  ['ky', null],
  ['needle', null],
]);
const CLIENT_OBJECTS: ReadonlyMap<string, ClientKind | null> = new Map([
  ['http', 'http'],
  ['https', 'http'],
  ['axios', 'axios'],
  ['got', 'got'],
  ['undici', 'undici'],
  ['request', 'request'],
  ['ky', null],
  ['globalThis', 'fetch'],
]);

/** Properties of an options object that hold the URL or path of the request. */
const URL_PROPERTIES = new Set(['url', 'uri', 'path', 'href']);

/** Properties of an options object or an instance's defaults that hold a base URL. */
const BASE_PROPERTIES = ['baseURL', 'prefixUrl', 'baseUrl'];

/** Calls that make a client instance with defaults: `axios.create({ baseURL })`, `got.extend({ prefixUrl })`. */
const INSTANCE_FACTORIES = new Set(['create', 'extend']);

/** The keys of a route table entry (hapi, fastify, express-style routers, vue-router) that name what serves the path. */
const ROUTE_HANDLER_KEYS = new Set(['handler', 'controller', 'component']);

export function requestContext(stringNode: Node, sourceCode: SourceCode): RequestContext {
  const { parent, child } = effectiveParent(stringNode);
  if (!parent) return UNKNOWN;
  // `@Get('/containers/:id')` in a NestJS controller, and any decorator's argument, names a route.
  if (parent.parent?.type === AST_NODE_TYPES.Decorator) return { ...UNKNOWN, isRouteDefinition: true };
  if (isCall(parent) && parent.arguments[0] === child) return callContext(parent, sourceCode);
  if (parent.type === AST_NODE_TYPES.Property && parent.value === child && parent.parent.type === AST_NODE_TYPES.ObjectExpression) {
    return optionsContext(parent, parent.parent, sourceCode);
  }
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === child) return referencesContext(parent, sourceCode);
  return UNKNOWN;
}

function isCall(node: Node | undefined): node is Call {
  return node?.type === AST_NODE_TYPES.CallExpression || node?.type === AST_NODE_TYPES.NewExpression;
}

/** A call with the URL first: `fetch(url, init)`, `axios.post(url, data, config)`, `app.get(path, handler)`. */
/** What a callee names: a client, and the method of a helper such as `axios.post` or `http.get`. */
interface Callee {
  /** The client; null for a call that may send requests but whose defaults are unknown; undefined for no client. */
  readonly client: ClientKind | null | undefined;
  readonly helperMethod: HttpMethod | undefined;
  readonly name: string | undefined;
}

function readCallee(call: Call, sourceCode: SourceCode): Callee {
  const calleePath = memberPath(call.callee);
  const name = calleePath?.[calleePath.length - 1];
  const helperMethod = calleePath && calleePath.length > 1 && name !== undefined ? METHOD_HELPERS.get(name) : undefined;
  const client = helperMethod ? helperClient(call.callee, calleePath!, sourceCode) : clientOf(calleePath);
  return { client, helperMethod, name };
}

function callContext(call: Call, sourceCode: SourceCode): RequestContext {
  const later = call.arguments.slice(1).map((arg) => unwrap(arg));
  const { client, helperMethod, name } = readCallee(call, sourceCode);
  // `app.get('/path', handler)`; a known client's callback (`http.get(url, onResponse)`) is no handler.
  if (!client && later.some((arg) => isFunctionNode(arg) || isFunctionReference(arg, sourceCode))) {
    return { ...UNKNOWN, isRouteDefinition: true };
  }
  const takesData = client === 'axios' && helperMethod !== undefined && AXIOS_DATA_HELPERS.has(name!);
  const optionsArg = takesData ? later[1] : later[0];
  const { options, hidden } = isCallback(optionsArg, later, client) ? { options: null, hidden: false } : readOptions(optionsArg, sourceCode);
  const context: RequestContext = {
    ...UNKNOWN,
    client: client ?? null,
    options,
    hasHiddenOptions: hidden,
    bodyArgument: takesData ? (later[0] ?? null) : null,
    call,
    base: options ? baseOf(options, sourceCode) : null,
    hasSocketOption: options !== null && hasSocketPath(options, sourceCode),
  };
  if (helperMethod) {
    return { ...context, methods: new Set([helperMethod]), base: context.base ?? instanceBase(call.callee, sourceCode) };
  }
  if (client === undefined) return context;
  return { ...context, methods: methodsOf(options, hidden, sourceCode) };
}

/** `http.get(url, onResponse)`, `request(url, (error, response) => ...)`: Node-style clients take a callback last. */
function isCallback(arg: Node | undefined, later: readonly Node[], client: ClientKind | null | undefined): boolean {
  if (arg === undefined) return false;
  if (isFunctionNode(arg)) return true;
  return (client === 'http' || client === 'request') && arg.type === AST_NODE_TYPES.Identifier && arg === later[later.length - 1];
}

/** The client of `x.get(url)`: axios or got by name, or through an instance made by `axios.create()`. */
function helperClient(callee: Node, calleePath: string[], sourceCode: SourceCode): ClientKind | null {
  const known = CLIENT_OBJECTS.get(calleePath[0]!);
  if (known !== undefined) return known;
  const factory = instanceFactory(callee, sourceCode);
  return factory ? (CLIENT_OBJECTS.get(factory[0]!) ?? null) : null;
}

/** The client a call names, null for a known client without known defaults, undefined for no client at all. */
function clientOf(calleePath: string[] | null): ClientKind | null | undefined {
  if (!calleePath) return undefined;
  if (calleePath.length === 1) return CLIENT_FUNCTIONS.get(calleePath[0]!);
  const [object, method] = calleePath.slice(-2) as [string, string];
  if (method !== 'request' && method !== 'fetch') return undefined;
  return CLIENT_OBJECTS.get(object);
}

function readOptions(arg: Node | undefined, sourceCode: SourceCode): { options: TSESTree.ObjectExpression | null; hidden: boolean } {
  if (arg === undefined) return { options: null, hidden: false };
  let value: Node | null = arg;
  if (value.type === AST_NODE_TYPES.Identifier) value = constantValueNode(sourceCode, value);
  value = value && unwrap(value);
  if (value?.type !== AST_NODE_TYPES.ObjectExpression) return { options: null, hidden: true };
  return { options: value, hidden: mayHaveHiddenProperty(value) };
}

/** The methods an options object selects; the client's GET when it plainly sets none. */
function methodsOf(options: TSESTree.ObjectExpression | null, hidden: boolean, sourceCode: SourceCode): ReadonlySet<HttpMethod> | null {
  const method = options && findProperty(options, 'method');
  if (method) return methodOf(method.value, sourceCode);
  return hidden ? null : new Set(['GET']);
}

function methodOf(node: Node, sourceCode: SourceCode): ReadonlySet<HttpMethod> | null {
  const method = staticValue(evaluate(node, sourceCode))?.toUpperCase();
  return method !== undefined && HTTP_METHODS.has(method) ? new Set([method as HttpMethod]) : null;
}

/** A string in an options object: `{ url, method }`, `http.request({ hostname, path })`, `{ baseURL, url }`. */
function optionsContext(property: TSESTree.Property, object: TSESTree.ObjectExpression, sourceCode: SourceCode): RequestContext {
  const key = propertyName(property);
  if (key === null || property.computed || !URL_PROPERTIES.has(key)) return UNKNOWN;
  if (object.properties.some((other) => other.type === AST_NODE_TYPES.Property && ROUTE_HANDLER_KEYS.has(propertyName(other) ?? ''))) {
    return { ...UNKNOWN, isRouteDefinition: true };
  }
  const call = callTaking(object, sourceCode);
  const calleePath = call ? memberPath(call.callee) : null;
  if (calleePath && LIBRARY_VERSIONED_CALLS.has(calleePath[calleePath.length - 1]!)) {
    return { ...UNKNOWN, isVersionedByLibrary: true };
  }
  const { client, helperMethod } = call ? readCallee(call, sourceCode) : { client: undefined, helperMethod: undefined };
  const hidden = mayHaveHiddenProperty(object);
  const method = findProperty(object, 'method');
  const methods = method
    ? methodOf(method.value, sourceCode)
    : helperMethod
      ? new Set([helperMethod])
      : client !== undefined
        ? methodsOf(object, hidden, sourceCode)
        : null;
  return {
    ...UNKNOWN,
    methods,
    base: baseOf(object, sourceCode),
    host: hostOf(object, sourceCode),
    hasSocketOption: hasSocketPath(object, sourceCode),
    client: client ?? null,
    options: object,
    hasHiddenOptions: hidden,
    call,
  };
}

/** The call an options object is passed to, in place or through the constant that holds it. */
function callTaking(object: TSESTree.ObjectExpression, sourceCode: SourceCode): Call | null {
  const { parent, child } = effectiveParent(object);
  if (isCall(parent) && parent.arguments.includes(child as TSESTree.CallExpressionArgument)) return parent;
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.id.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(sourceCode, parent.id);
  for (const reference of variable?.references ?? []) {
    const use = effectiveParent(reference.identifier as Node);
    if (isCall(use.parent) && use.parent.arguments.includes(use.child as TSESTree.CallExpressionArgument)) return use.parent;
  }
  return null;
}

function baseOf(object: TSESTree.ObjectExpression, sourceCode: SourceCode): StringShape | null {
  for (const name of BASE_PROPERTIES) {
    const property = findProperty(object, name);
    if (property) return evaluate(property.value, sourceCode);
  }
  return null;
}

function hostOf(object: TSESTree.ObjectExpression, sourceCode: SourceCode): string | null {
  const property = findProperty(object, 'hostname') ?? findProperty(object, 'host');
  if (!property) return null;
  const host = staticValue(evaluate(property.value, sourceCode));
  return host === null ? null : host.replace(/:\d*$/, '').toLowerCase();
}

/**
 * Whether an options object sends through a Unix socket: a `socketPath` property anywhere in it
 * (undici nests it in `dispatcher`), or `options.socketPath = ...` after it was declared.
 */
function hasSocketPath(object: TSESTree.ObjectExpression, sourceCode: SourceCode): boolean {
  if (sourceCode.getText(object).includes(SOCKET_OPTION)) return true;
  return laterMemberUses(object, sourceCode).some(
    (member) =>
      propertyName(member) === SOCKET_OPTION && member.parent.type === AST_NODE_TYPES.AssignmentExpression && member.parent.left === member,
  );
}

/** `instance.get(...)` where `instance` is `axios.create(...)` or `got.extend(...)`: the factory's member path. */
function instanceFactory(callee: Node, sourceCode: SourceCode): string[] | null {
  const inner = unwrap(callee);
  if (inner.type !== AST_NODE_TYPES.MemberExpression || inner.object.type !== AST_NODE_TYPES.Identifier) return null;
  const init = constantValueNode(sourceCode, inner.object);
  if (init?.type !== AST_NODE_TYPES.CallExpression) return null;
  const factory = memberPath(init.callee);
  return factory && factory.length === 2 && INSTANCE_FACTORIES.has(factory[1]!) ? factory : null;
}

/** The base URL of `instance.get(...)` when `instance` is `axios.create({ baseURL })` or `got.extend({ prefixUrl })`. */
function instanceBase(callee: Node, sourceCode: SourceCode): StringShape | null {
  if (!instanceFactory(callee, sourceCode)) return null;
  const init = constantValueNode(sourceCode, (unwrap(callee) as TSESTree.MemberExpression).object as TSESTree.Identifier);
  const defaults = (init as TSESTree.CallExpression).arguments[0];
  return defaults?.type === AST_NODE_TYPES.ObjectExpression ? baseOf(defaults, sourceCode) : null;
}

function isFunctionReference(node: Node, sourceCode: SourceCode): boolean {
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariable(sourceCode, node);
  const definition = variable?.defs[0];
  if (!definition) return false;
  if (definition.type === 'FunctionName') return true;
  return definition.type === 'Variable' && definition.node.init !== null && isFunctionNode(unwrap(definition.node.init));
}

/**
 * `const url = '...'` used in requests elsewhere. With one request, its context; with several, the
 * methods of all of them, when every one says.
 */
function referencesContext(declarator: TSESTree.VariableDeclarator, sourceCode: SourceCode): RequestContext {
  if (declarator.id.type !== AST_NODE_TYPES.Identifier) return UNKNOWN;
  const variable = findVariable(sourceCode, declarator.id);
  if (!variable) return UNKNOWN;
  const requests: RequestContext[] = [];
  let routeDefinitions = 0;
  for (const reference of variable.references) {
    if (!reference.isRead()) continue;
    const { parent, child } = effectiveParent(reference.identifier as Node);
    const isCallArgument = isCall(parent) && parent.arguments[0] === child;
    const isOptionsValue = parent?.type === AST_NODE_TYPES.Property && parent.value === child;
    if (!isCallArgument && !isOptionsValue) continue;
    const context = requestContext(reference.identifier as Node, sourceCode);
    if (context.isRouteDefinition) routeDefinitions++;
    else if (context.methods !== null || context.client !== null || isOptionsValue) requests.push(context);
  }
  if (requests.length === 0) return { ...UNKNOWN, isRouteDefinition: routeDefinitions > 0 };
  if (requests.length === 1) return requests[0]!;
  if (requests.some((context) => context.methods === null)) return UNKNOWN;
  return {
    ...UNKNOWN,
    methods: new Set(requests.flatMap((context) => [...context.methods!])),
    hasSocketOption: requests.some((context) => context.hasSocketOption),
    hasHiddenOptions: true,
  };
}
