/**
 * Structural check for generated SVG, for tests: one root <svg> with the SVG namespace,
 * every element closed in order, nothing that could load or run something.
 */
export function findSvgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('missing xmlns');
  if (/<script|<foreignObject|<image|\son\w+=|javascript:|url\((?!#)|href="(?!#)/i.test(svg)) problems.push('external reference or script');
  const stack: string[] = [];
  const tags = svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g);
  let consumed = 0;
  for (const tag of tags) {
    consumed += tag[0].length;
    const [, closing, name = '', , selfClosing] = tag;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(',')}`);
  const text = svg.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text) || /&(?!amp;|lt;|gt;|quot;|apos;)/.test(text)) problems.push('unescaped text');
  if (consumed + text.length !== svg.length) problems.push('malformed tag');
  return problems;
}
