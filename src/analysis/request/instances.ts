import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { CLIENT_OBJECTS, INSTANCE_FACTORIES, UNDICI_CLIENTS, type ClientKind } from '../../data/clients.js';
import { SOCKET_OPTION } from '../../data/engine-transport.js';
import { classFieldValue, classFieldValues } from '../ast/class-fields.js';
import { memberPath, unwrap, type SourceCode } from '../ast/nodes.js';
import { constantValueNode, moduleBinding } from '../ast/scope.js';
import type { StringShape } from '../string/string-shape.js';
import { remoteApiClient } from './docker-remote-api.js';
import { isUnchangedUse, singleObjectValue } from './object-values.js';
import { baseOf, hasSocketPath } from './options.js';

type Node = TSESTree.Node;

/** A client instance made in the file: `axios.create({ baseURL, socketPath })`, `got.extend({ prefixUrl })`. */
export interface ClientInstance {
  readonly client: ClientKind | null;
  /** The defaults object, when written in place. */
  readonly defaults: TSESTree.ObjectExpression | null;
  readonly base: StringShape | null;
  readonly hasSocketOption: boolean;
  /** The library puts a version before every path (a docker-remote-api client given a `version`, or one out of sight). */
  readonly isVersionedByLibrary: boolean;
  /** Each call's options may give the version (docker-remote-api's `version`). */
  readonly takesVersionOption: boolean;
}

const instances = new WeakMap<Node, ClientInstance | null>();

/**
 * The instance an object expression holds, when the file makes it: a constant (`const api = axios.create(...)`)
 * or a class's own field (`http = axios.create(...)`, `this.http = axios.create(...)` in its constructor).
 */
export function clientInstance(object: Node, sourceCode: SourceCode): ClientInstance | null {
  const made = instanceMaker(unwrap(object), sourceCode);
  if (!made) return null;
  let instance = instances.get(made);
  if (instance === undefined) {
    instance = readInstance(made, sourceCode);
    instances.set(made, instance);
  }
  return instance;
}

function instanceMaker(object: Node, sourceCode: SourceCode): Node | null {
  if (object.type === AST_NODE_TYPES.Identifier) return constantValueNode(sourceCode, object);
  if (object.type !== AST_NODE_TYPES.MemberExpression) return null;
  const single = classFieldValue(object, sourceCode);
  if (single) return single;
  // `this.client = new Client(origin)` in one branch and `new Client(origin, { socketPath })` in another.
  const all = classFieldValues(object, sourceCode);
  return all.length > 0 && all.every((value) => isUndiciClient(value, sourceCode))
    ? (all.find((value) => hasSocketText(value, sourceCode)) ?? all[0] ?? null)
    : null;
}

function hasSocketText(node: Node, sourceCode: SourceCode): boolean {
  return sourceCode.getText(node).includes(SOCKET_OPTION);
}

/** `new Client(origin, options)` or `new Pool(...)` of undici: its origin carries no path, so the path it is given is the whole path. */
function isUndiciClient(node: Node, sourceCode: SourceCode): node is TSESTree.NewExpression {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.NewExpression || value.callee.type !== AST_NODE_TYPES.Identifier) return false;
  const binding = moduleBinding(sourceCode, value.callee);
  return binding?.module === 'undici' && UNDICI_CLIENTS.has(binding.imported);
}

const INSTANCE: Omit<ClientInstance, 'client'> = {
  defaults: null,
  base: null,
  hasSocketOption: false,
  isVersionedByLibrary: false,
  takesVersionOption: false,
};

function readInstance(made: Node, sourceCode: SourceCode): ClientInstance | null {
  if (isUndiciClient(made, sourceCode)) return { ...INSTANCE, client: 'undici', hasSocketOption: hasSocketText(made, sourceCode) };
  const remote = remoteApiClient(made, sourceCode);
  if (remote) {
    // docker-remote-api talks to nothing but a daemon, on its socket by default.
    return {
      ...INSTANCE,
      client: null,
      hasSocketOption: true,
      isVersionedByLibrary: remote.versions.some((version) => version.kind !== 'absent'),
      takesVersionOption: true,
    };
  }
  const call = unwrap(made);
  if (call.type !== AST_NODE_TYPES.CallExpression) return null;
  const factory = memberPath(call.callee);
  if (factory?.length !== 2 || !INSTANCE_FACTORIES.has(factory[1] ?? '')) return null;
  const client = CLIENT_OBJECTS.get(factory[0] ?? '');
  if (client === undefined) return null;
  const first = call.arguments[0];
  // `axios.create(this.options)`, `axios.create(options)` with `let options` set on one branch: the one object it holds.
  const value = first ? singleObjectValue(first, sourceCode, isUnchangedUse) : null;
  const defaults = value?.type === AST_NODE_TYPES.ObjectExpression ? value : null;
  return {
    ...INSTANCE,
    client,
    defaults,
    base: defaults ? baseOf(defaults, sourceCode) : null,
    hasSocketOption: defaults !== null && hasSocketPath(defaults, sourceCode),
  };
}
