import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { DOCKER_HOST_VARIABLE, DOCKER_SYSTEM_SOCKET, SOCKET_OPTION } from '../data/engine-transport.js';
import { createRule } from '../util/create-rule.js';
import { propertyName, unwrap } from '../analysis/ast/nodes.js';
import { evaluate } from '../analysis/string/evaluate.js';
import { urlListeners } from '../analysis/occurrence.js';
import { constantValueNode, mentionsAny } from '../analysis/ast/scope.js';
import { staticValue } from '../analysis/string/string-shape.js';

export const RULE_NAME = 'no-hardcoded-docker-socket';

/** Text that shows the socket comes from the environment, with the literal as its fallback. */
const FROM_ENVIRONMENT = [DOCKER_HOST_VARIABLE, 'process.env'];

export default createRule<[], 'hardcodedSocket'>({
  name: RULE_NAME,
  meta: {
    type: 'suggestion',
    docs: {
      description: `Disallow ${DOCKER_SYSTEM_SOCKET} as the Docker socket without a DOCKER_HOST fallback`,
      recommended: false,
      strict: true,
    },
    schema: [],
    messages: {
      hardcodedSocket:
        `${DOCKER_SYSTEM_SOCKET} is hard-coded as the Docker socket: Docker Desktop for Linux uses a per-user socket ` +
        '(~/.docker/desktop/docker.sock) and DOCKER_HOST may name another daemon. Take the daemon from DOCKER_HOST, ' +
        "with this path as the fallback: dockerode's new Docker() without socketPath or host reads DOCKER_HOST itself; " +
        'for http.request, a unix:// DOCKER_HOST gives socketPath and a tcp:// one gives host and port.',
    },
    languages: ['js/js'],
  },
  create(context) {
    const { sourceCode } = context;
    const reported = new WeakSet<TSESTree.Node>();
    const handled = new WeakSet<TSESTree.Node>();
    const report = (node: TSESTree.Node) => {
      // `process.env.DOCKER_HOST ?? '/var/run/docker.sock'`, also through a constant: the literal is only the fallback.
      if (reported.has(node) || mentionsAny(node, FROM_ENVIRONMENT, sourceCode)) return;
      reported.add(node);
      context.report({ node, messageId: 'hardcodedSocket' });
    };
    return urlListeners(
      context,
      ({ node, url }) => {
        if (handled.has(node)) return;
        const socket = url.socket ? url.flat.text.slice(url.socket.start, url.socket.end) : url.curl?.unixSocket;
        if (socket !== DOCKER_SYSTEM_SOCKET) return;
        // A string of a thousand such URLs is decided once.
        handled.add(node);
        if (sourceCode.getText(node).includes(DOCKER_SYSTEM_SOCKET)) report(node);
        else for (const piece of url.flat.pieces) if (piece.kind === 'hole') reportConstant(piece.node);
      },
      {
        Property(node) {
          if (node.computed || propertyName(node) !== SOCKET_OPTION || node.parent.type !== AST_NODE_TYPES.ObjectExpression) return;
          if (staticValue(evaluate(node.value, sourceCode)) !== DOCKER_SYSTEM_SOCKET) return;
          if (!reportConstant(node.value)) report(node.value);
        },
      },
    );

    /** A socket held in a constant is reported once, where the constant is declared. */
    function reportConstant(node: TSESTree.Node): boolean {
      const value = unwrap(node);
      const init = value.type === AST_NODE_TYPES.Identifier ? constantValueNode(sourceCode, value) : null;
      if (init?.type !== AST_NODE_TYPES.Literal || init.value !== DOCKER_SYSTEM_SOCKET) return false;
      report(init);
      return true;
    }
  },
});
