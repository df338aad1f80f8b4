import { forEachChild, type Command, type SyntaxNode, type Word } from 'unbash';

/** Commands that run the command after them: `sudo curl ...`, `exec wget ...`. */
const RUNNERS = new Set(['sudo', 'exec', 'command', 'time', 'nohup', 'env', 'doas']);
const PROMPT = '$';
/** Deeper nesting is not followed: a script is read in time proportional to its size. */
const MAX_DEPTH = 64;

/**
 * The words of a command after any runner (`sudo -E curl ...` is curl), redirections left out. A command
 * named `$` is a prompt: no shell has such a command, so the text is a session pasted into a script.
 */
export function realCommand(command: Command): Word[] {
  const words = [command.name, ...command.suffix].filter((word): word is Word => word?.type === 'Word');
  let at = words[0]?.text === PROMPT && words.length > 1 ? 1 : 0;
  while (at < words.length - 1 && RUNNERS.has(words[at]?.value ?? '')) {
    at++;
    while (at < words.length - 1 && words[at]?.value.startsWith('-')) at++;
  }
  return words.slice(at);
}

/** Every command of a script, nested ones too (in functions, conditions, loops, substitutions), in source order. */
export function collectCommands(node: SyntaxNode, into: Command[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (node.type === 'Command') into.push(node);
  forEachChild(node, (child) => {
    collectCommands(child, into, depth + 1);
  });
}
