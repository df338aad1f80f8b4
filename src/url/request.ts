import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import type { HttpMethod } from '../data/types.js';
import {
  effectiveParent,
  findProperty,
  isFunctionNode,
  mayHaveHiddenProperty,
  memberPath,
  propertyName,
  unwrap,
  type SourceCode,
} from './ast.js';
import { evaluate } from './evaluate.js';
import { constantValueNode, findVariable } from './scope.js';
import { staticValue, type StringShape } from './string-shape.js';

type Node = TSESTree.Node;

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
}

const UNKNOWN: RequestContext = {
  methods: null,
  base: null,
  host: null,
  isRouteDefinition: false,
  hasSocketOption: false,
  isVersionedByLibrary: false,
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

/** Clients called as `client(url, options)` or `client(options)`, all of which send GET unless told otherwise. */
const CLIENT_FUNCTIONS = new Set(['fetch', 'axios', 'got', 'request', 'ky', 'needle', 'Request']);
const CLIENT_REQUEST_OBJECTS = new Set(['http', 'https', 'axios', 'got', 'undici', 'ky', 'request']);

/** Properties of an options object that hold the URL or path of the request. */
const URL_PROPERTIES = new Set(['url', 'uri', 'path', 'href']);

/** Properties of an options object or an instance's defaults that hold a base URL. */
const BASE_PROPERTIES = ['baseURL', 'prefixUrl', 'baseUrl'];

/** Calls that make a client instance with defaults: `axios.create({ baseURL })`, `got.extend({ prefixUrl })`. */
const INSTANCE_FACTORIES = new Set(['create', 'extend']);

export function requestContext(stringNode: Node, sourceCode: SourceCode): RequestContext {
  const { parent, child } = effectiveParent(stringNode);
  if (!parent) return UNKNOWN;
  if (
    (parent.type === AST_NODE_TYPES.CallExpression || parent.type === AST_NODE_TYPES.NewExpression) &&
    parent.arguments[0] === child
  ) {
    return callContext(parent, sourceCode);
  }
  if (parent.type === AST_NODE_TYPES.Property && parent.value === child && parent.parent.type === AST_NODE_TYPES.ObjectExpression) {
    return optionsContext(parent, parent.parent, sourceCode);
  }
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === child) {
    return referencesContext(parent, sourceCode);
  }
  return UNKNOWN;
}

function callContext(call: TSESTree.CallExpression | TSESTree.NewExpression, sourceCode: SourceCode): RequestContext {
  const { callee } = call;
  const later = call.arguments.slice(1).map((arg) => unwrap(arg));
  if (later.some((arg) => isFunctionNode(arg) || isFunctionReference(arg, sourceCode))) {
    return { ...UNKNOWN, isRouteDefinition: true };
  }
  const options = later.find((arg): arg is TSESTree.ObjectExpression => arg.type === AST_NODE_TYPES.ObjectExpression);
  const calleePath = memberPath(callee);
  const calleeName = calleePath?.[calleePath.length - 1];
  const hasSocketOption = options !== undefined && hasSocketPath(options, sourceCode);
  if (calleePath && calleePath.length > 1 && calleeName !== undefined && METHOD_HELPERS.has(calleeName)) {
    return {
      ...UNKNOWN,
      methods: new Set([METHOD_HELPERS.get(calleeName)!]),
      base: instanceBase(callee, sourceCode),
      hasSocketOption,
    };
  }
  if (!isClientCall(calleePath)) return { ...UNKNOWN, hasSocketOption };
  const optionsArg = later[0];
  return {
    ...UNKNOWN,
    methods: optionsArg === undefined ? new Set(['GET']) : optionsMethods(optionsArg, sourceCode),
    base: options ? baseOf(options, sourceCode) : null,
    hasSocketOption,
  };
}

function isClientCall(calleePath: string[] | null): boolean {
  if (!calleePath) return false;
  if (calleePath.length === 1) return CLIENT_FUNCTIONS.has(calleePath[0]!);
  const [object, ...rest] = calleePath.slice(-2);
  return (
    (rest[0] === 'request' || rest[0] === 'fetch') && object !== undefined && CLIENT_REQUEST_OBJECTS.has(object)
  ) || (rest[0] === 'fetch' && object === 'globalThis');
}

/** The methods an options argument (`{ method: 'POST' }`) selects; GET when it plainly sets none. */
function optionsMethods(options: Node, sourceCode: SourceCode): ReadonlySet<HttpMethod> | null {
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return null;
  const method = findProperty(options, 'method');
  if (method) return methodOf(method.value, sourceCode);
  return mayHaveHiddenProperty(options) ? null : new Set(['GET']);
}

function methodOf(node: Node, sourceCode: SourceCode): ReadonlySet<HttpMethod> | null {
  const method = staticValue(evaluate(node, sourceCode))?.toUpperCase();
  return method !== undefined && HTTP_METHODS.has(method) ? new Set([method as HttpMethod]) : null;
}

/** A string in an options object: `{ url, method }`, `http.request({ hostname, path })`, `{ baseURL, url }`. */
function optionsContext(property: TSESTree.Property, object: TSESTree.ObjectExpression, sourceCode: SourceCode): RequestContext {
  const key = property.key.type === AST_NODE_TYPES.Identifier && !property.computed ? property.key.name : null;
  if (key === null || !URL_PROPERTIES.has(key)) return UNKNOWN;
  if (object.properties.some((other) => other.type === AST_NODE_TYPES.Property && isRouteHandler(other))) {
    return { ...UNKNOWN, isRouteDefinition: true };
  }
  const { parent, child } = effectiveParent(object);
  const isArgument =
    (parent?.type === AST_NODE_TYPES.CallExpression || parent?.type === AST_NODE_TYPES.NewExpression) &&
    parent.arguments.includes(child as TSESTree.CallExpressionArgument);
  const calleePath = isArgument ? memberPath(parent.callee) : null;
  if (calleePath && LIBRARY_VERSIONED_CALLS.has(calleePath[calleePath.length - 1]!)) {
    return { ...UNKNOWN, isVersionedByLibrary: true };
  }
  const isClientOptions = isClientCall(calleePath);
  const method = findProperty(object, 'method');
  const methods = method
    ? methodOf(method.value, sourceCode)
    : isClientOptions && !mayHaveHiddenProperty(object)
      ? new Set<HttpMethod>(['GET'])
      : null;
  return {
    ...UNKNOWN,
    methods,
    base: baseOf(object, sourceCode),
    host: hostOf(object, sourceCode),
    hasSocketOption: hasSocketPath(object, sourceCode),
  };
}

/**
 * Whether an options object sends through a Unix socket: a `socketPath` property anywhere in it
 * (undici nests it in `dispatcher`), or `options.socketPath = ...` after it was declared.
 */
function hasSocketPath(node: Node, sourceCode: SourceCode): boolean {
  let object: Node | null = unwrap(node);
  if (object.type === AST_NODE_TYPES.Identifier) object = constantValueNode(sourceCode, object);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  if (sourceCode.getText(object).includes('socketPath')) return true;
  const { parent } = effectiveParent(object);
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.id.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariable(sourceCode, parent.id);
  return (
    variable?.references.some((reference) => {
      const member = reference.identifier.parent;
      return (
        member?.type === AST_NODE_TYPES.MemberExpression &&
        member.object === reference.identifier &&
        propertyName(member) === 'socketPath' &&
        member.parent.type === AST_NODE_TYPES.AssignmentExpression &&
        member.parent.left === member
      );
    }) ?? false
  );
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

/** The base URL of `instance.get(...)` when `instance` is `axios.create({ baseURL })` or `got.extend({ prefixUrl })`. */
function instanceBase(callee: Node, sourceCode: SourceCode): StringShape | null {
  const inner = unwrap(callee);
  if (inner.type !== AST_NODE_TYPES.MemberExpression || inner.object.type !== AST_NODE_TYPES.Identifier) return null;
  const init = constantValueNode(sourceCode, inner.object);
  if (init?.type !== AST_NODE_TYPES.CallExpression) return null;
  const factory = memberPath(init.callee);
  if (!factory || factory.length !== 2 || !INSTANCE_FACTORIES.has(factory[1]!)) return null;
  const defaults = init.arguments[0];
  return defaults?.type === AST_NODE_TYPES.ObjectExpression ? baseOf(defaults, sourceCode) : null;
}

/** The keys of a route table entry (hapi, fastify, express-style routers, vue-router) that name what serves the path. */
const ROUTE_HANDLER_KEYS = new Set(['handler', 'controller', 'component']);

/** `{ path, handler }`: a server or router route, not a request. Request callbacks (`success`, `onResponse`) do not count. */
function isRouteHandler(property: TSESTree.Property): boolean {
  const name = propertyName(property);
  return name !== null && ROUTE_HANDLER_KEYS.has(name);
}

function isFunctionReference(node: Node, sourceCode: SourceCode): boolean {
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariable(sourceCode, node);
  const definition = variable?.defs[0];
  if (!definition) return false;
  if (definition.type === 'FunctionName') return true;
  return definition.type === 'Variable' && definition.node.init !== null && isFunctionNode(unwrap(definition.node.init));
}

/** `const url = '...'` used in requests elsewhere: the methods of those requests, when every one of them says. */
function referencesContext(declarator: TSESTree.VariableDeclarator, sourceCode: SourceCode): RequestContext {
  if (declarator.id.type !== AST_NODE_TYPES.Identifier) return UNKNOWN;
  const variable = findVariable(sourceCode, declarator.id);
  if (!variable) return UNKNOWN;
  const methods = new Set<HttpMethod>();
  let requests = 0;
  let routeDefinitions = 0;
  for (const reference of variable.references) {
    if (!reference.isRead()) continue;
    const { parent, child } = effectiveParent(reference.identifier);
    if (!parent) continue;
    const isCallArgument =
      (parent.type === AST_NODE_TYPES.CallExpression || parent.type === AST_NODE_TYPES.NewExpression) &&
      parent.arguments[0] === child;
    const isOptionsValue = parent.type === AST_NODE_TYPES.Property && parent.value === child;
    if (!isCallArgument && !isOptionsValue) continue;
    const context = requestContext(reference.identifier as Node, sourceCode);
    if (context.isRouteDefinition) {
      routeDefinitions++;
      continue;
    }
    if (context.methods === null) {
      if (isCallArgument && !isClientCall(memberPath((parent as TSESTree.CallExpression).callee))) continue;
      return UNKNOWN;
    }
    requests++;
    for (const method of context.methods) methods.add(method);
  }
  if (requests === 0) return { ...UNKNOWN, isRouteDefinition: routeDefinitions > 0 };
  return { ...UNKNOWN, methods };
}
