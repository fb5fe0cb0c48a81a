/**
 * React Aria's own rule for pressable elements (usePress), shipped in the prerendered head.
 *
 * React Aria's press handling adds exactly this rule as a `<style>` on hydration unless an
 * element with this id is there. Added late, any stylesheet makes Chromium lay the page out
 * again with a font that arrived after the first paint, despite font-display: optional: the text
 * reflowed and the page shifted on hydration. PressableStyle.test.tsx compares this copy with
 * the rule the installed React Aria adds, so an upgrade that changes it fails the tests.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

export const PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

export function PressableStyle() {
  return <style id={PRESSABLE_STYLE_ID} dangerouslySetInnerHTML={{ __html: PRESSABLE_STYLE }} />;
}
