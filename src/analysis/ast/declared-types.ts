import type { TSESTree } from '@typescript-eslint/utils';
import type { SourceCode } from './nodes.js';

/** The little of TypeScript's checker this module uses, so that the plugin never loads TypeScript itself. */
interface Declaration {
  getSourceFile(): { fileName: string };
}
interface TypeSymbol {
  getName(): string;
  getDeclarations(): readonly Declaration[] | undefined;
}
interface Type {
  getSymbol(): TypeSymbol | undefined;
}
interface Checker {
  getTypeAtLocation(node: unknown): Type;
  getNonNullableType(type: Type): Type;
}
interface Program {
  getTypeChecker(): Checker;
  getSourceFiles(): readonly { fileName: string }[];
}
interface TypedServices {
  program: Program | null;
  esTreeNodeToTSNodeMap: { get(node: TSESTree.Node): unknown };
}

/** A class or interface as the checker names it, and the npm package that declares it. */
export interface DeclaredType {
  readonly name: string;
  /** `dockerode` for `node_modules/@types/dockerode/...` and for `node_modules/dockerode/...`. */
  readonly packageName: string;
}

const checkers = new WeakMap<Program, Checker>();
const packagesByProgram = new WeakMap<Program, ReadonlySet<string>>();
/** A type's symbol (`Promise`, dockerode's `Container`) is met again and again: its package is read once. */
const declaredBySymbol = new WeakMap<TypeSymbol, DeclaredType | null>();

function servicesOf(sourceCode: SourceCode): (TypedServices & { program: Program }) | null {
  const services = sourceCode.parserServices as Partial<TypedServices> | undefined;
  return services?.program && services.esTreeNodeToTSNodeMap ? (services as TypedServices & { program: Program }) : null;
}

/** Whether the user's config gives typescript-eslint a program: without one, nothing here costs anything. */
export function hasTypeInformation(sourceCode: SourceCode): boolean {
  return servicesOf(sourceCode) !== null;
}

const NODE_MODULES = '/node_modules/';

/** The package a declaration file belongs to, `@types/` taken off: `dockerode`, `@scope/name`. */
function packageOf(fileName: string): string | null {
  const at = fileName.lastIndexOf(NODE_MODULES);
  if (at === -1) return null;
  const parts = fileName.slice(at + NODE_MODULES.length).split('/');
  const [first, second, third] = parts;
  // `@types/scope__name` declares `@scope/name`.
  if (first === '@types') return second === undefined ? null : second.includes('__') ? `@${second.replace('__', '/')}` : second;
  if (first?.startsWith('@')) return second === undefined || third === undefined ? null : `${first}/${second}`;
  return first ?? null;
}

/** Whether the program holds declarations of one of these packages: read once per program. */
export function programDeclaresPackage(sourceCode: SourceCode, packageNames: readonly string[]): boolean {
  const services = servicesOf(sourceCode);
  if (!services) return false;
  let packages = packagesByProgram.get(services.program);
  if (!packages) {
    const found = new Set<string>();
    for (const file of services.program.getSourceFiles()) {
      if (!file.fileName.includes(NODE_MODULES)) continue;
      const name = packageOf(file.fileName);
      if (name !== null) found.add(name);
    }
    packages = found;
    packagesByProgram.set(services.program, packages);
  }
  return packageNames.some((name) => packages.has(name));
}

/**
 * The class or interface an expression's type names (`null` and `undefined` taken off), with the package
 * that declares it, when the user's config gives typescript-eslint a program. Null without type
 * information, and for a type that no package declares (`any`, a union, a type of the user's own).
 */
export function declaredTypeOf(node: TSESTree.Node, sourceCode: SourceCode): DeclaredType | null {
  const services = servicesOf(sourceCode);
  if (!services) return null;
  let checker = checkers.get(services.program);
  if (!checker) {
    checker = services.program.getTypeChecker();
    checkers.set(services.program, checker);
  }
  const tsNode = services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return null;
  const symbol = checker.getNonNullableType(checker.getTypeAtLocation(tsNode)).getSymbol();
  if (!symbol) return null;
  let declared = declaredBySymbol.get(symbol);
  if (declared === undefined) {
    const declaration = symbol.getDeclarations()?.[0];
    const packageName = declaration ? packageOf(declaration.getSourceFile().fileName) : null;
    declared = packageName === null ? null : { name: symbol.getName(), packageName };
    declaredBySymbol.set(symbol, declared);
  }
  return declared;
}
