import { describe, expect, it } from 'vitest';
import { webMethodAnswer } from './web-method';

describe('webMethodAnswer', () => {
  it('unwraps d: an object as it is, JSON text parsed', () => {
    expect(webMethodAnswer({ d: { IsAvailable: true } })).toEqual({ IsAvailable: true });
    expect(webMethodAnswer({ d: '{"Total":12.5}' })).toEqual({ Total: 12.5 });
  });

  it('an answer without d is the answer; d text that is not JSON gives null', () => {
    expect(webMethodAnswer({ Total: 3 })).toEqual({ Total: 3 });
    expect(webMethodAnswer({ d: 'Server busy' })).toBeNull();
    expect(webMethodAnswer(null)).toBeNull();
  });
});
