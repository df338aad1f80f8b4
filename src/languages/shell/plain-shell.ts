import type { Command, ParsedScript } from 'unbash';
import { API_VERSION_VARIABLE } from '../../data/dockerode.js';
import { collectCommands, realCommand } from './script-commands.js';

/** Commands that send a request the shell front end reads. */
const REQUEST_COMMANDS = new Set(['curl', 'wget', 'nc', 'ncat', 'netcat', 'socat']);
/** `#!/bin/sh`, `#!/usr/bin/env bash`, `#!/bin/zsh -e`. */
const SHELL_SHEBANG = /^#!\s*\S*\/(?:env\s+)?(?:ba|da|k|z)?sh(?:\s|$)/;
/** How a command is named at a terminal: a lowercase program name, `.` or `[`, or a path to a program. */
const COMMAND_NAME = /^(?:[a-z][\w+.-]*|\.|\[\[?|(?:~|\.{1,2})?\/[\w+./-]+)$/;
/**
 * Words that start a statement in the languages pasted into READMEs (Go, Python, JavaScript, Java, Rust, Ruby,
 * SQL) and that no terminal session runs as a command.
 */
const FOREIGN_KEYWORDS = new Set([
  'package',
  'import',
  'from',
  'func',
  'def',
  'class',
  'const',
  'let',
  'var',
  'val',
  'return',
  'print',
  'println',
  'puts',
  'use',
  'using',
  'module',
  'namespace',
  'fn',
  'pub',
  'struct',
  'impl',
  'interface',
  'enum',
  'public',
  'private',
  'protected',
  'static',
  'async',
  'await',
  'new',
  'throw',
  'raise',
  'assert',
  'lambda',
  'yield',
  'require',
  'include',
  'defer',
  'try',
  'catch',
  'finally',
  'switch',
  'default',
  'else',
  'elsif',
  'end',
  'pass',
  'select',
  'insert',
  'update',
  'delete',
  'create',
  'drop',
  'alter',
  'with',
]);

/**
 * Whether text of no declared language (a Markdown code block with no info string, or an indented one) is
 * plainly shell: it starts with a shell's `#!` line; or it parses without error, every command in it is named
 * as one is at a terminal (`curl`, `sudo`, `./run.sh`: not `GET`, `FROM`, `"Id":`, `services:`, `├──`, `import`),
 * and one of them sends a request (`curl`, `wget`, a socket writer) or sets `DOCKER_API_VERSION`. `$ ` prompts
 * and the output lines of a session must be blanked before.
 */
export function isPlainShell(text: string, script: ParsedScript): boolean {
  if (SHELL_SHEBANG.test(text.trimStart())) return true;
  if (script.errors !== undefined && script.errors.length > 0) return false;
  const commands: Command[] = [];
  collectCommands(script, commands);
  return commands.every(isTerminalCommand) && commands.some((command) => sendsRequest(command) || setsApiVersion(command));
}

function isTerminalCommand(command: Command): boolean {
  const name = command.name?.text;
  return name === undefined || (COMMAND_NAME.test(name) && !FOREIGN_KEYWORDS.has(name));
}

function sendsRequest(command: Command): boolean {
  return REQUEST_COMMANDS.has(realCommand(command)[0]?.value ?? '');
}

/**
 * `DOCKER_API_VERSION=1.41 cmd`, `export DOCKER_API_VERSION=1.41`, `docker run -e DOCKER_API_VERSION=1.41`: a
 * command that sets it. Assignments alone are as much an env file as a script.
 */
function setsApiVersion(command: Command): boolean {
  if (command.name === undefined) return false;
  return [...command.prefix, ...command.suffix].some((item) =>
    item.type === 'Assignment'
      ? item.name === API_VERSION_VARIABLE
      : item.type === 'Word' && item.value.startsWith(`${API_VERSION_VARIABLE}=`),
  );
}
