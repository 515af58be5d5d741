/** Text made safe inside Java (and TypeScript/C#) source: string literals and comments. */

/** Escapes text for a Java, TypeScript or C# string literal (without the quotes). */
export function javaString(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  return value.replace(/[\\"\u0000-\u001f\u2028\u2029]/g, (c) => {
    switch (c) {
      case '\\':
        return '\\\\';
      case '"':
        return '\\"';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
}

/**
 * Text made safe for one line of a Javadoc or block comment: line breaks become spaces, then the
 * characters that end the comment or start a tag (backslash, `*\/`, `/*`, `@`) become entities.
 */
export function javaDoc(value: string): string {
  // Most labels hold none of these; skip the five passes then.
  if (!/[\n\\*@]/.test(value)) return value;
  return value
    .split('\n')
    .join(' ')
    .split('\\')
    .join('&#92;')
    .split('*/')
    .join('*&#47;')
    .split('/*')
    .join('/&#42;')
    .split('@')
    .join('&#64;');
}
