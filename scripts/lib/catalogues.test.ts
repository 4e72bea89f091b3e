import { describe, expect, it } from 'vitest';
import { messageIdsModule } from './catalogues.ts';

describe('messageIdsModule', () => {
  it('writes a union type of the ids', () => {
    expect(messageIdsModule(['a.hello', "it's"])).toContain('export type MessageId =\n  | "a.hello"\n  | "it\'s";\n');
  });

  it('writes never when there is no id', () => {
    expect(messageIdsModule([])).toContain('export type MessageId = never;');
  });
});
