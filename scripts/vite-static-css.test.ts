import { describe, expect, it } from 'vitest';
import { css } from '../styled-system/css';
import { inlineStaticCss } from './vite-static-css';

const header = "import { css, cx } from '../../styled-system/css';\n";
/** Panda's runtime, as the build calls it. */
const runtime = (styles: Record<string, unknown>) => css(styles as never);

describe('static css() calls at build time', () => {
  it("replaces a literal style object by the runtime's own class names, nested conditions and arrays too", () => {
    const styles = "{ display: 'flex', gap: { base: '2', sm: '4' }, _hover: { bg: 'bg.hover' }, '& svg': { color: 'fg.muted' }, mx: -1, p: ['2', '4'], w: `full` }";
    const code = `${header}// Tiếng Việt 🎉 before the call\nconst row = css(${styles});\nexport const x = cx(row, 'a');\n`;
    const out = inlineStaticCss(code, '/src/x.tsx', runtime)!;
    const expected = css({ display: 'flex', gap: { base: '2', sm: '4' }, _hover: { bg: 'bg.hover' }, '& svg': { color: 'fg.muted' }, mx: -1, p: ['2', '4'], w: 'full' } as never);
    expect(expected).toContain('d_flex');
    expect(out.code).toContain(`const row = ${JSON.stringify(expected)};`);
    expect(out.code).toContain("export const x = cx(row, 'a');");
    expect(out.map.mappings).not.toBe('');
  });

  it('leaves to the runtime a call with anything computed in it', () => {
    const calls = [
      'css({ color: tone })',
      'css({ ...base, p: "2" })',
      'css({ [key]: "2" })',
      'css({ w: `${size}px` })',
      'css({ p: "2" }, extra)',
      'css({ p: "2" } as const)',
      'css(styles)',
      'css({ p: open ? "2" : "4" })',
    ];
    for (const call of calls) expect(inlineStaticCss(`${header}export const a = ${call};\n`, '/src/x.tsx', runtime), call).toBeNull();
  });

  it('replaces the static calls beside computed ones, under the name the module imports it as', () => {
    const code = "import { css as style } from 'styled-system/css';\nexport const a = style({ p: '2' });\nexport const b = style({ p: size });\n";
    const out = inlineStaticCss(code, '/src/x.tsx', runtime)!;
    expect(out.code).toContain(`export const a = ${JSON.stringify(css({ p: '2' }))};`);
    expect(out.code).toContain('export const b = style({ p: size });');
  });

  it("leaves a module alone where the name is bound to something else too, or css is not Panda's", () => {
    expect(inlineStaticCss(`${header}function f(css: (s: object) => string) { return css({ p: '2' }); }\n`, '/src/x.tsx', runtime)).toBeNull();
    expect(inlineStaticCss(`${header}export const a = css({ p: '2' });\nconst { css: other } = x;\nconst css2 = 1;\n`, '/src/x.tsx', runtime)).not.toBeNull();
    expect(inlineStaticCss(`${header}export const a = css({ p: '2' });\nfor (const css of list) use(css);\n`, '/src/x.tsx', runtime)).toBeNull();
    expect(inlineStaticCss("import { css } from './my-css';\nexport const a = css({ p: '2' });\n", '/src/x.tsx', runtime)).toBeNull();
  });
});
