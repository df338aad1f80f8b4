/** Command lines that would make a careless reader quadratic, each made at about `size` characters. */
export declare const ADVERSARIAL_COMMAND_LINES: Readonly<Record<string, (size: number) => string>>;
