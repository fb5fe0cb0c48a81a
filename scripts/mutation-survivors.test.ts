// @vitest-environment node
import { replacedCode, survivorReason, SURVIVOR_REASONS } from './mutation-survivors.ts';

// Places as StrykerJS's JSON report gives them: lines and columns counted from 1, the end column
// just past the mutated code.
const SOURCE = ["const form = useFormFlow({ idPrefix: 'pulse-' });", '  return {', "    kind: 'sent',", '  };'].join(
  '\n',
);

test('the replaced code is the mutated span of the source, on one line', () => {
  expect(replacedCode(SOURCE, { start: { line: 1, column: 38 }, end: { line: 1, column: 46 } })).toBe("'pulse-'");
  expect(replacedCode(SOURCE, { start: { line: 2, column: 10 }, end: { line: 4, column: 4 } })).toBe(
    "{ kind: 'sent', }",
  );
});

test('a reason for the replaced code comes before the reason for its file, mutator and replacement', () => {
  const file = 'src/features/pulse/ContactStep.tsx';
  const precise = SURVIVOR_REASONS[`${file} StringLiteral "" @ 'pulse-'`];
  expect(precise).toBeDefined();
  expect(survivorReason(file, 'StringLiteral', '""', 'Survived', "'pulse-'")).toBe(precise);
  // Another empty string in the file has no reason of its own: a gap to read, not another's reason.
  expect(survivorReason(file, 'StringLiteral', '""', 'Survived', "'pulse-ok'")).toBeUndefined();
});
