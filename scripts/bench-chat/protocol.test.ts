import { describe, expect, it } from 'vitest';
import { benchText, sentTimesOf } from './protocol.ts';

describe('sentTimesOf', () => {
  it('reads the send time of every bench message in a frame, and none from other frames', () => {
    const one = JSON.stringify({ type: 'message', message: { originalMessage: benchText(3, 7, 1234.567) } });
    const many = JSON.stringify({ type: 'messages', messages: [benchText(1, 1, 10.001), benchText(2, 1, 99_999.5), benchText(3, 2, 0)].map((originalMessage) => ({ originalMessage })) });
    expect(sentTimesOf(Buffer.from(one))).toEqual([1234.567]);
    expect(sentTimesOf(Buffer.from(many))).toEqual([10.001, 99_999.5, 0]);
    expect(sentTimesOf(Buffer.from('{"type":"presence","showName":"bench"}'))).toEqual([]);
  });
});
